import { useQuery } from '@tanstack/react-query';
import type { Language } from '@tessera/contracts';
import { request } from './http';

/** GET /web/api/v9/language/listActiveLangs. */
export function fetchActiveLanguages(): Promise<Language[]> {
  return request<Language[]>('/web/api/v9/language/listActiveLangs', {
    failureMetric: 'loadActiveLanguagesFailed',
  });
}

export function useActiveLanguagesQuery() {
  return useQuery({ queryKey: ['activeLanguages'], queryFn: fetchActiveLanguages });
}
