import { useQueryClient } from '@tanstack/react-query';
import type { JobPart, JobSelection } from '@tessera/contracts';
import { request } from './http';
import { jobSegmentsCountsKey } from './jobSegmentsCounts';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/copySourceToTarget: copies each segment's source into its target. */
export function copySourceToTarget(selection: JobSelection): Promise<{ jobs: JobPart[] }> {
  return request<{ jobs: JobPart[] }>('/api/job/copySourceToTarget', {
    method: 'POST',
    body: selection,
    failureMetric: 'copySourceToTargetFailed',
  });
}

export function useCopySourceToTarget() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: copySourceToTarget,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectJobsKey });
      await queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
    },
  });
}
