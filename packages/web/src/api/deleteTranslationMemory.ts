import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { translationMemoriesKey } from './translationMemories';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/transMemory?id=: the memory and its units. */
export function deleteTranslationMemory(id: number): Promise<void> {
  return request<void>('/api/transMemory', {
    method: 'DELETE',
    query: { id },
    failureMetric: 'deleteTranslationMemoryFailed',
  });
}

export function useDeleteTranslationMemory() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteTranslationMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationMemoriesKey }),
  });
}
