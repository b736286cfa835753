import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { termBasesKey } from './termBases';

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
  return useMutation({
    mutationFn: deleteTermBase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termBasesKey }),
  });
}
