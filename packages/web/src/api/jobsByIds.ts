import type { JobPart } from '@tessera/contracts';
import { request } from './http';

/** GET /api/job/list?jobPartIds=: the current state of the given job parts. */
export function fetchJobsByIds(jobPartIds: readonly number[]): Promise<{ jobs: JobPart[] }> {
  return request<{ jobs: JobPart[] }>('/api/job/list', {
    query: { jobPartIds },
    failureMetric: 'loadJobPartsFailed',
  });
}
