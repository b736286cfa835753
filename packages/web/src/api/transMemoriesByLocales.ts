import { useQuery } from '@tanstack/react-query';
import type { TmCandidates } from '@tessera/contracts';
import { request } from './http';
import type { AssetFilters } from './termBasesByLocales';

/** GET /web/api/v4/transMemory/listByLocales: memories (and reverse ones) for the locale pairs. */
export function listTransMemoriesByLocales(
  sourceLang: string,
  targetLang: string[],
  filters: AssetFilters,
): Promise<TmCandidates> {
  return request<TmCandidates>('/web/api/v4/transMemory/listByLocales', {
    query: { sourceLang, targetLang, name: filters.name, client: filters.client },
    failureMetric: 'loadTransMemoryCandidatesFailed',
  });
}

export function useTransMemoryCandidatesQuery(
  sourceLang: string,
  targetLocales: string[],
  filters: AssetFilters,
) {
  return useQuery({
    queryKey: ['transMemoryCandidates', sourceLang, targetLocales, filters.name, filters.client],
    queryFn: () => listTransMemoriesByLocales(sourceLang, targetLocales, filters),
    enabled: sourceLang !== '',
    retry: false,
  });
}
