import { useQueryClient } from '@tanstack/react-query';
import type { JobOfferWithdrawRequest, JobPart } from '@tessera/contracts';
import { request } from './http';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/offer/withdraw: closes the open offers of the selected jobs. */
export function withdrawJobOffers(input: JobOfferWithdrawRequest): Promise<{ jobs: JobPart[] }> {
  return request<{ jobs: JobPart[] }>('/api/job/offer/withdraw', {
    method: 'POST',
    body: input,
    failureMetric: 'withdrawJobOffersFailed',
  });
}

export function useWithdrawJobOffers() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: withdrawJobOffers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectJobsKey }),
  });
}
