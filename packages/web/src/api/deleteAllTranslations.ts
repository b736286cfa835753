import { useQueryClient } from '@tanstack/react-query';
import type { JobPart, JobSelection } from '@tessera/contracts';
import { request } from './http';
import { jobSegmentsCountsKey } from './jobSegmentsCounts';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/deleteAllTranslations: empties the targets of the job parts. */
export function deleteAllTranslations(selection: JobSelection): Promise<{ jobs: JobPart[] }> {
  return request<{ jobs: JobPart[] }>('/api/job/deleteAllTranslations', {
    method: 'POST',
    body: selection,
    failureMetric: 'deleteAllTranslationsFailed',
  });
}

export function useDeleteAllTranslations() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteAllTranslations,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectJobsKey });
      await queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
    },
  });
}
