import { useQueryClient } from '@tanstack/react-query';
import type { TranslationMemoryInput } from '@tessera/contracts';
import { request } from './http';
import { translationMemoriesKey } from './translationMemories';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/transMemory: answers the new memory's id. */
export function createTranslationMemory(input: TranslationMemoryInput): Promise<{ id: number }> {
  return request<{ id: number }>('/api/transMemory', {
    method: 'POST',
    body: input,
    failureMetric: 'createTranslationMemoryFailed',
  });
}

export function useCreateTranslationMemory() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createTranslationMemory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationMemoriesKey }),
  });
}
