import { useQuery } from '@tanstack/react-query';
import type { JobStatusChangeRecord } from '@tessera/contracts';
import { request } from './http';

export interface JobStatusChanges {
  jobPartId: number;
  statusChanges: JobStatusChangeRecord[];
}

/** GET /web/api/v9/job/getStatusChangesBulk?jobPart=…: each part's status changes, oldest first. */
export function fetchJobStatusChanges(jobParts: readonly number[]): Promise<JobStatusChanges[]> {
  return request<JobStatusChanges[]>('/web/api/v9/job/getStatusChangesBulk', {
    query: { jobPart: jobParts },
    failureMetric: 'loadStatusChangesFailed',
  });
}

export function useJobStatusChangesQuery(jobPart: number) {
  return useQuery({
    queryKey: ['jobStatusChanges', jobPart],
    queryFn: () => fetchJobStatusChanges([jobPart]),
  });
}
