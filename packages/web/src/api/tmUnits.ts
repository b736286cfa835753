import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TmUnitPage } from '@tessera/contracts';
import { request } from './http';
import { translationMemoryKey } from './translationMemory';

export interface TmUnitSearch {
  id: number;
  /** Source or target contains, any case; empty for every unit. */
  q: string;
  /** 0-based. */
  page: number;
}

export const tmUnitsKey = (id: number) => [...translationMemoryKey(id), 'units'] as const;

/** GET /api/transMemory/units?id=&q=&page=. */
export function fetchTmUnits({ id, q, page }: TmUnitSearch): Promise<TmUnitPage> {
  return request<TmUnitPage>('/api/transMemory/units', {
    query: { id, q: q || undefined, page },
    failureMetric: 'loadTmUnitsFailed',
  });
}

export function useTmUnitsQuery(search: TmUnitSearch) {
  return useQuery({
    queryKey: [...tmUnitsKey(search.id), search.q, search.page],
    queryFn: () => fetchTmUnits(search),
    placeholderData: keepPreviousData,
  });
}
