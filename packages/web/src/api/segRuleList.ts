import { useQuery } from '@tanstack/react-query';
import type { SegRule } from '@tessera/contracts';
import { request } from './http';
import { fetchAllPages } from './pagedFetch';

/** GET /web/api/v9/segRule/list?page={n}. */
export function fetchSegRulePage(page: number): Promise<SegRule[]> {
  return request<SegRule[]>('/web/api/v9/segRule/list', {
    query: { page },
    failureMetric: 'loadSegRulesFailed',
  });
}

/** Every segmentation rule: paged from 0 until an empty page. */
export function useSegRuleListQuery() {
  return useQuery({ queryKey: ['segRuleList'], queryFn: () => fetchAllPages(fetchSegRulePage) });
}
