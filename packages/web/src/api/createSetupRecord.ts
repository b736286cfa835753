import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import {
  setupKey,
  setupMetric,
  type SetupCollection,
  type SetupCollections,
  type SetupRecord,
} from './setupCollections';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/setup/{collection}: 201 with the record. */
export function createSetupRecord<C extends SetupCollection>(
  collection: C,
  input: SetupCollections[C]['create'],
): Promise<SetupRecord<C>> {
  return request<SetupRecord<C>>(`/api/setup/${collection}`, {
    method: 'POST',
    body: input,
    failureMetric: setupMetric('create', collection),
  });
}

export function useCreateSetupRecord<C extends SetupCollection>(collection: C) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (input: SetupCollections[C]['create']) => createSetupRecord(collection, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKey(collection) }),
  });
}
