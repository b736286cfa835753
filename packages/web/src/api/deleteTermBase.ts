import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { termBasesKey } from './termBases';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/termBase?id=: the term base and its concepts. */
export function deleteTermBase(id: number): Promise<void> {
  return request<void>('/api/termBase', {
    method: 'DELETE',
    query: { id },
    failureMetric: 'deleteTermBaseFailed',
  });
}

export function useDeleteTermBase() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteTermBase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termBasesKey }),
  });
}
