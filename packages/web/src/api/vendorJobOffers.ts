import { useQuery } from '@tanstack/react-query';
import type { VendorJobOffers } from '@tessera/contracts';
import { request } from './http';

export const vendorJobOffersKey = ['vendorJobOffers'] as const;

/** GET /api/job/offers: the open offers to the vendors the user acts for. */
export function fetchVendorJobOffers(): Promise<VendorJobOffers> {
  return request<VendorJobOffers>('/api/job/offers', { failureMetric: 'loadJobOffersFailed' });
}

export function useVendorJobOffersQuery() {
  return useQuery({ queryKey: vendorJobOffersKey, queryFn: fetchVendorJobOffers });
}
