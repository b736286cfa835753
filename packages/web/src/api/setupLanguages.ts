import { useQuery } from '@tanstack/react-query';
import type { LanguageSetting } from '@tessera/contracts';
import { request } from './http';

export const setupLanguagesKey = ['setup', 'languages'] as const;

/** GET /api/setup/languages: the whole catalogue with the organization's active flags. */
export function fetchSetupLanguages(): Promise<LanguageSetting[]> {
  return request<LanguageSetting[]>('/api/setup/languages', {
    failureMetric: 'loadLanguagesFailed',
  });
}

export function useSetupLanguagesQuery() {
  return useQuery({ queryKey: setupLanguagesKey, queryFn: fetchSetupLanguages });
}
