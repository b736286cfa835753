import type { QueryClient } from '@tanstack/react-query';
import { cookieConsentKey, fetchCookieConsent } from '../../api/cookieConsent';
import { fetchSession, sessionKey } from '../../api/session';
import { fetchShellConfig, shellConfigKey } from '../../api/shellConfig';

/**
 * The calls behind the first paint of any page of the shell, started as the app boots: the
 * session, then its shell config and cookie consent side by side, instead of each waiting for
 * the part of the page that asks for it to render.
 */
export function startShellQueries(queryClient: QueryClient): void {
  const { pathname } = window.location;
  if (pathname === '/login') return;
  const forever = { staleTime: Infinity } as const;
  queryClient
    .fetchQuery({ queryKey: sessionKey, queryFn: fetchSession, retry: false, ...forever })
    .then((session) => {
      if (!session) return;
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
    })
    // A session that fails to load is the session gate's to show.
    .catch(() => undefined);
}
