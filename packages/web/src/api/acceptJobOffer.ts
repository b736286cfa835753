import { useQueryClient } from '@tanstack/react-query';
import type { JobOfferAnswer, JobOfferResponseRequest } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';
import { vendorJobOffersKey } from './vendorJobOffers';

/** POST /api/job/offer/accept: the answer of one vendor the user acts for. */
export function acceptJobOffer(input: JobOfferResponseRequest): Promise<JobOfferAnswer> {
  return request<JobOfferAnswer>('/api/job/offer/accept', {
    method: 'POST',
    body: input,
    failureMetric: 'acceptJobOfferFailed',
  });
}

export function useAcceptJobOffer() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: acceptJobOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorJobOffersKey }),
  });
}
