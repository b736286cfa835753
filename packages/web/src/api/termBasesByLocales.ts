import { useQueries } from '@tanstack/react-query';
import type { TbCandidate } from '@tessera/contracts';
import { request } from './http';

export interface AssetFilters {
  name?: string;
  client?: string;
}

/** GET /web/api/v2/termBase/listByLocales: term bases holding the source and the target locale. */
export function listTermBasesByLocales(
  sourceLang: string,
  targetLang: string,
  filters: AssetFilters,
): Promise<TbCandidate[]> {
  return request<TbCandidate[]>('/web/api/v2/termBase/listByLocales', {
    query: { sourceLang, targetLang, name: filters.name, client: filters.client },
    failureMetric: 'loadTermBaseCandidatesFailed',
  });
}

/** One call per target locale (spec 000 section 7). */
export function useTermBaseCandidatesQueries(
  sourceLang: string,
  targetLocales: string[],
  filters: AssetFilters,
) {
  return useQueries({
    queries: targetLocales.map((targetLang) => ({
      queryKey: ['termBaseCandidates', sourceLang, targetLang, filters.name, filters.client],
      queryFn: () => listTermBasesByLocales(sourceLang, targetLang, filters),
      enabled: sourceLang !== '',
      retry: false,
    })),
  });
}
