import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CookieConsentState } from '@tessera/contracts';
import { cookieConsentKey } from './cookieConsent';
import { request } from './http';

/** PUT /api/cookieConsent with acceptance true and the moment of acceptance. */
export function saveCookieConsent(acceptanceDate: string): Promise<CookieConsentState> {
  return request<CookieConsentState>('/api/cookieConsent', {
    method: 'PUT',
    body: { cookieConsent: { acceptance: true, acceptanceDate } },
    failureMetric: 'saveCookieConsentFailed',
  });
}

export function useSaveCookieConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCookieConsent,
    onSuccess: (state) => queryClient.setQueryData(cookieConsentKey, state),
  });
}
