import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConceptPage } from '@tessera/contracts';
import { request } from './http';
import { termBaseKey } from './termBase';

export interface ConceptSearch {
  id: number;
  /** A term contains, any case; empty for every concept. */
  q: string;
  /** 0-based. */
  page: number;
}

export const conceptsKey = (id: number) => [...termBaseKey(id), 'concepts'] as const;

/** GET /api/termBase/terms?id=&q=&page=. */
export function fetchConcepts({ id, q, page }: ConceptSearch): Promise<ConceptPage> {
  return request<ConceptPage>('/api/termBase/terms', {
    query: { id, q: q || undefined, page },
    failureMetric: 'loadConceptsFailed',
  });
}

export function useConceptsQuery(search: ConceptSearch) {
  return useQuery({
    queryKey: [...conceptsKey(search.id), search.q, search.page],
    queryFn: () => fetchConcepts(search),
    placeholderData: keepPreviousData,
  });
}
