import { useQuery } from '@tanstack/react-query';
import type { SavedProjectFilters } from '@tessera/contracts';
import { request } from './http';

export const projectFiltersKey = ['projectFilters'] as const;

/** GET /api/projectFilter: the user's saved filters of the project list. */
export function fetchProjectFilters(): Promise<SavedProjectFilters> {
  return request<SavedProjectFilters>('/api/projectFilter', {
    failureMetric: 'loadProjectFiltersFailed',
  });
}

export function useProjectFiltersQuery() {
  return useQuery({ queryKey: projectFiltersKey, queryFn: fetchProjectFilters });
}
