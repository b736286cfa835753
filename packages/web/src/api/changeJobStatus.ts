import { useQueryClient } from '@tanstack/react-query';
import type { JobPart, JobStatusChange } from '@tessera/contracts';
import { request } from './http';
import { jobSegmentsCountsKey } from './jobSegmentsCounts';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/changeStatus: one call per project. */
export function changeJobStatus(change: JobStatusChange): Promise<{ jobs: JobPart[] }> {
  return request<{ jobs: JobPart[] }>('/api/job/changeStatus', {
    method: 'POST',
    body: change,
    failureMetric: 'changeJobStatusFailed',
  });
}

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: changeJobStatus,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectJobsKey });
      await queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
    },
  });
}
