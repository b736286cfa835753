import type { ProjectJobIdsQuery } from '@tessera/contracts';
import { request } from './http';

/** GET /api/job/listAllIdsByProject: every job part id the list's level and filters match. */
export function fetchProjectJobIds(params: ProjectJobIdsQuery): Promise<{ ids: number[] }> {
  return request<{ ids: number[] }>('/api/job/listAllIdsByProject', {
    query: { ...params },
    failureMetric: 'loadJobPartsFailed',
  });
}
