import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { setupKey, setupMetric, type SetupCollection } from './setupCollections';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/setup/{collection}/{id}; 409 while the record is still in use. */
export function deleteSetupRecord(collection: SetupCollection, id: number): Promise<unknown> {
  return request<unknown>(`/api/setup/${collection}/${id}`, {
    method: 'DELETE',
    failureMetric: setupMetric('delete', collection),
  });
}

export function useDeleteSetupRecord(collection: SetupCollection) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (id: number) => deleteSetupRecord(collection, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKey(collection) }),
  });
}
