import { useQuery } from '@tanstack/react-query';
import type { Session } from '@tessera/contracts';
import { setCsrfToken } from './csrf';
import { ApiError, request } from './http';

export const sessionKey = ['session'] as const;

/** GET /api/session; null when nobody is logged in. */
export async function fetchSession(): Promise<Session | null> {
  try {
    const session = await request<Session>('/api/session', { failureMetric: 'loadSessionFailed' });
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    setCsrfToken(null);
    return null;
  }
}

export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: Infinity,
    retry: false,
  });
}
