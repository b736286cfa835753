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

/** PUT /api/setup/{collection}/{id}. */
export function updateSetupRecord<C extends SetupCollection>(
  collection: C,
  id: number,
  input: SetupCollections[C]['update'],
): Promise<SetupRecord<C>> {
  return request<SetupRecord<C>>(`/api/setup/${collection}/${id}`, {
    method: 'PUT',
    body: input,
    failureMetric: setupMetric('update', collection),
  });
}

export function useUpdateSetupRecord<C extends SetupCollection>(collection: C) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ id, input }: { id: number; input: SetupCollections[C]['update'] }) =>
      updateSetupRecord(collection, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKey(collection) }),
  });
}
