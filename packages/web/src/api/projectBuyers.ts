import { useQuery } from '@tanstack/react-query';
import type { ProjectBuyer } from '@tessera/contracts';
import { request } from './http';

/** GET /api/project/buyers: the buyers named on the organization's projects. */
export function fetchProjectBuyers(): Promise<ProjectBuyer[]> {
  return request<ProjectBuyer[]>('/api/project/buyers', {
    failureMetric: 'loadProjectBuyersFailed',
  });
}

export function useProjectBuyersQuery(enabled = true) {
  return useQuery({ queryKey: ['projectBuyers'], queryFn: fetchProjectBuyers, enabled });
}
