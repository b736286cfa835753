import { useQuery } from '@tanstack/react-query';
import type { VendorTokens } from '@tessera/contracts';
import { request } from './http';

/** GET /api/vendors/listVendorTokens. */
export function fetchVendorTokens(): Promise<VendorTokens> {
  return request<VendorTokens>('/api/vendors/listVendorTokens', {
    failureMetric: 'loadVendorTokensFailed',
  });
}

export function useVendorTokensQuery() {
  return useQuery({ queryKey: ['vendorTokens'], queryFn: fetchVendorTokens });
}
