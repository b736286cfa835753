import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DEFAULT_HEALTH_ENV, type ShellConfig } from '@tessera/contracts';
import { useSessionQuery } from '../../api/session';
import { useShellConfigQuery } from '../../api/shellConfig';
import { effectiveTimeZone } from '../../components/dates';
import { PageSpinner } from '../../components/PageSpinner';
import { isInternalEmail, ShellSessionContext, type ShellSession } from '../../components/session';
import { loginPath } from '../../components/returnTo';

// Without the shell config the app still works: no legacy pages, everybody external.
const fallbackShellConfig: ShellConfig = {
  legacyOrigin: null,
  internalEmailDomains: [],
  healthEnvironments: [DEFAULT_HEALTH_ENV],
  environment: 'local',
};

/** Everything behind it has a session; a logged-out user goes to the login page and comes back. */
export function SessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const sessionQuery = useSessionQuery();
  const session = sessionQuery.data;
  const shellConfigQuery = useShellConfigQuery(Boolean(session));
  const shellConfig = shellConfigQuery.isError ? fallbackShellConfig : shellConfigQuery.data;

  const shellSession = useMemo<ShellSession | null>(
    () =>
      session && shellConfig
        ? {
            session,
            shellConfig,
            isInternal: isInternalEmail(session.user.email, shellConfig.internalEmailDomains),
            // Checked when a page first shows a date: the first zone checked costs 50–75 ms
            // (the browser loads its time zone data), which held up the frame's first paint.
            get timeZone() {
              return effectiveTimeZone(session.user.timezone);
            },
          }
        : null,
    [session, shellConfig],
  );

  // A session that cannot be loaded goes to the global error screen (spec 002 section 2).
  if (sessionQuery.isError) throw sessionQuery.error;
  if (sessionQuery.isPending) return <PageSpinner />;
  if (!session) return <Navigate to={loginPath(location)} replace />;
  if (!shellSession) return <PageSpinner />;
  return <ShellSessionContext value={shellSession}>{children}</ShellSessionContext>;
}
