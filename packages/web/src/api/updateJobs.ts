import type { BackgroundTask, JobUpdateInput } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/updateAsync: a background task to poll (usePollTask). */
export function updateJobs(input: JobUpdateInput): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/job/updateAsync', {
    method: 'POST',
    body: input,
    failureMetric: 'updateJobsFailed',
  });
}

export function useUpdateJobs() {
  return useSubmitMutation({ mutationFn: updateJobs });
}
