import { useQueryClient } from '@tanstack/react-query';
import type { CookieConsentState } from '@tessera/contracts';
import { cookieConsentKey } from './cookieConsent';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

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
  return useSubmitMutation({
    mutationFn: saveCookieConsent,
    onSuccess: (state) => queryClient.setQueryData(cookieConsentKey, state),
  });
}
