import type { JobPartAudit, JobPartAuditRequest } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/jobPartAudit: each job part's segments as they stood at the snapshot. */
export function fetchJobPartAudit(body: JobPartAuditRequest): Promise<JobPartAudit[]> {
  return request<JobPartAudit[]>('/api/jobPartAudit', {
    method: 'POST',
    body,
    failureMetric: 'loadJobPartAuditFailed',
  });
}

export function useJobPartAudit() {
  return useSubmitMutation({ mutationFn: fetchJobPartAudit });
}
