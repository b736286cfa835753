import { useQueryClient } from '@tanstack/react-query';
import type { TermBaseInput } from '@tessera/contracts';
import { request } from './http';
import { termBasesKey } from './termBases';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/termBase: answers the new term base's id. */
export function createTermBase(input: TermBaseInput): Promise<{ id: number }> {
  return request<{ id: number }>('/api/termBase', {
    method: 'POST',
    body: input,
    failureMetric: 'createTermBaseFailed',
  });
}

export function useCreateTermBase() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createTermBase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termBasesKey }),
  });
}
