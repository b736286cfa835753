import type { QueryClient } from '@tanstack/react-query';
import { cookieConsentKey, fetchCookieConsent } from '../../api/cookieConsent';
import { fetchSession, sessionKey } from '../../api/session';
import { fetchShellConfig, shellConfigKey } from '../../api/shellConfig';

/**
 * The calls behind the first paint of any page of the shell, started side by side as the app
 * boots instead of each waiting for the part of the page that asks for it. The shell config and
 * the cookie consent do not wait for the session either: chained, the consent often came after
 * the frame, and the banner then pushed the page down a few hundred milliseconds after the first
 * paint. Signed out, the two answer 401 (which only asks for the session again), and the shell
 * asks for them once someone has signed in.
 */
export function startShellQueries(queryClient: QueryClient): void {
  const { pathname } = window.location;
  if (pathname === '/login') return;
  const forever = { staleTime: Infinity } as const;
  // A session that fails to load is the session gate's to show.
  void queryClient.prefetchQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    retry: false,
    ...forever,
  });
  void queryClient.prefetchQuery({
    queryKey: shellConfigKey,
    queryFn: fetchShellConfig,
    ...forever,
  });
  // The editor's tab has no shell, so no cookie banner.
  if (!pathname.startsWith('/twe/'))
    void queryClient.prefetchQuery({
      queryKey: cookieConsentKey,
      queryFn: fetchCookieConsent,
      ...forever,
    });
}
