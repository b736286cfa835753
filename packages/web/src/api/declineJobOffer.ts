import { useQueryClient } from '@tanstack/react-query';
import type { JobOfferAnswer, JobOfferResponseRequest } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';
import { vendorJobOffersKey } from './vendorJobOffers';

/** POST /api/job/offer/decline: the answer of one vendor the user acts for. */
export function declineJobOffer(input: JobOfferResponseRequest): Promise<JobOfferAnswer> {
  return request<JobOfferAnswer>('/api/job/offer/decline', {
    method: 'POST',
    body: input,
    failureMetric: 'declineJobOfferFailed',
  });
}

export function useDeclineJobOffer() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: declineJobOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorJobOffersKey }),
  });
}
