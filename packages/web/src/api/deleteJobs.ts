import { useQueryClient } from '@tanstack/react-query';
import type { JobSelection } from '@tessera/contracts';
import { request } from './http';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/job with the selection as its JSON body. */
export function deleteJobs(selection: JobSelection): Promise<{ deletedJobPartIds: number[] }> {
  return request<{ deletedJobPartIds: number[] }>('/api/job', {
    method: 'DELETE',
    body: selection,
    failureMetric: 'deleteJobsFailed',
  });
}

export function useDeleteJobs() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteJobs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectJobsKey }),
  });
}
