import { useQuery } from '@tanstack/react-query';
import { request } from './http';
import { setupKey, setupMetric, type SetupCollection, type SetupRecord } from './setupCollections';

/** GET /api/setup/{collection}. */
export function fetchSetupRecords<C extends SetupCollection>(
  collection: C,
): Promise<SetupRecord<C>[]> {
  return request<SetupRecord<C>[]>(`/api/setup/${collection}`, {
    failureMetric: setupMetric('load', collection),
  });
}

export function useSetupRecordsQuery<C extends SetupCollection>(collection: C) {
  return useQuery({ queryKey: setupKey(collection), queryFn: () => fetchSetupRecords(collection) });
}
