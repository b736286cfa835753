import type { JobCreateParams, JobCreateResponse } from '@tessera/contracts';
import { request } from './http';

/** POST /api/v2/job: multipart with a params JSON part and one `file` part per file. */
export function createJobs(
  params: JobCreateParams,
  files: readonly File[],
): Promise<JobCreateResponse> {
  const form = new FormData();
  form.append('params', JSON.stringify(params));
  for (const file of files) form.append('file', file, file.name);
  return request<JobCreateResponse>('/api/v2/job', {
    method: 'POST',
    body: form,
    failureMetric: 'createJobsFailed',
  });
}
