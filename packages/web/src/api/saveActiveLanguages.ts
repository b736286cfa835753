import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { setupLanguagesKey } from './setupLanguages';
import { useSubmitMutation } from './useSubmitMutation';

/** PUT /api/setup/languages {codes}: the organization's active languages. */
export function saveActiveLanguages(codes: string[]): Promise<unknown> {
  return request<unknown>('/api/setup/languages', {
    method: 'PUT',
    body: { codes },
    failureMetric: 'updateLanguagesFailed',
  });
}

export function useSaveActiveLanguages() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveActiveLanguages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupLanguagesKey }),
  });
}
