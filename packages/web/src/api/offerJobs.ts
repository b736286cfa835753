import { useQueryClient } from '@tanstack/react-query';
import type { JobOfferRequest, JobPart } from '@tessera/contracts';
import { request } from './http';
import { projectKey } from './project';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/offer: offers the selected jobs to vendors (issue #13). */
export function offerJobs(input: JobOfferRequest): Promise<{ jobs: JobPart[] }> {
  return request<{ jobs: JobPart[] }>('/api/job/offer', {
    method: 'POST',
    body: input,
    failureMetric: 'offerJobsFailed',
  });
}

export function useOfferJobs() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: offerJobs,
    // Offering shares the project with the vendors: its Shared info changes too.
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: projectJobsKey });
      await queryClient.invalidateQueries({ queryKey: projectKey(input.projectUid) });
    },
  });
}
