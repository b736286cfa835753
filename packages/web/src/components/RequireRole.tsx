import type { ReactNode } from 'react';
import type { Role } from '@tessera/contracts';
import { NoPermissionPage } from './NoPermissionPage';
import { useShellSession } from './session';

/** Renders its page only for the given roles; others get the no-permission page. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { session } = useShellSession();
  return roles.includes(session.user.role) ? children : <NoPermissionPage />;
}
