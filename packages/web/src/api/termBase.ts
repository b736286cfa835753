import { useQuery } from '@tanstack/react-query';
import type { TermBase } from '@tessera/contracts';
import { request } from './http';
import { termBasesKey } from './termBases';

export const termBaseKey = (id: number) => [...termBasesKey, id] as const;

/** GET /api/termBase?id=. */
export function fetchTermBase(id: number): Promise<TermBase> {
  return request<TermBase>('/api/termBase', { query: { id }, failureMetric: 'loadTermBaseFailed' });
}

export function useTermBaseQuery(id: number) {
  return useQuery({
    queryKey: termBaseKey(id),
    queryFn: () => fetchTermBase(id),
    enabled: id > 0,
    retry: false,
  });
}
