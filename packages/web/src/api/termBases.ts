import { useQuery } from '@tanstack/react-query';
import type { TermBase } from '@tessera/contracts';
import { request } from './http';

export const termBasesKey = ['termBases'] as const;

/** GET /api/termBase/list: the organization's term bases and other organizations' public ones. */
export function fetchTermBases(): Promise<TermBase[]> {
  return request<TermBase[]>('/api/termBase/list', { failureMetric: 'loadTermBasesFailed' });
}

export function useTermBasesQuery() {
  return useQuery({ queryKey: termBasesKey, queryFn: fetchTermBases });
}
