import { useQuery } from '@tanstack/react-query';
import type { CookieConsentState } from '@tessera/contracts';
import { request } from './http';

export const cookieConsentKey = ['cookieConsent'] as const;

/** GET /api/cookieConsent: when the user last accepted cookies, if ever. */
export function fetchCookieConsent(): Promise<CookieConsentState> {
  return request<CookieConsentState>('/api/cookieConsent', {
    failureMetric: 'loadCookieConsentFailed',
  });
}

export function useCookieConsentQuery() {
  return useQuery({ queryKey: cookieConsentKey, queryFn: fetchCookieConsent, staleTime: Infinity });
}
