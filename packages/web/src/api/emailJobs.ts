import { useQueryClient } from '@tanstack/react-query';
import type { JobEmailInput, JobEmailResult } from '@tessera/contracts';
import { request } from './http';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/email: mails the selected jobs' assignees (spec 001 section 7). */
export function emailJobs(input: JobEmailInput): Promise<JobEmailResult> {
  return request<JobEmailResult>('/api/job/email', {
    method: 'POST',
    body: input,
    failureMetric: 'emailSendFailed',
  });
}

export function useEmailJobs() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: emailJobs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectJobsKey }),
  });
}
