import { createContext, useContext } from 'react';
import type { Session, ShellConfig } from '@tessera/contracts';

/** What every page behind the session may rely on: the session, the shell config and who the user is. */
export interface ShellSession {
  session: Session;
  shellConfig: ShellConfig;
  /** The user's email domain is one of the organization's internal ones. */
  isInternal: boolean;
  /** The user's timezone, or UTC when it has none. */
  timeZone: string;
}

export const ShellSessionContext = createContext<ShellSession | null>(null);

export function useShellSession(): ShellSession {
  const shellSession = useContext(ShellSessionContext);
  if (!shellSession) throw new Error('useShellSession is used outside the session provider');
  return shellSession;
}

export function isInternalEmail(email: string, internalEmailDomains: readonly string[]): boolean {
  const domain = email.split('@')[1]?.trim().toLowerCase();
  return (
    Boolean(domain) && internalEmailDomains.some((internal) => internal.toLowerCase() === domain)
  );
}
