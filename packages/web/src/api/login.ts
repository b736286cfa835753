import { useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@tessera/contracts';
import { setCsrfToken } from './csrf';
import { request } from './http';
import { sessionKey } from './session';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/auth/login: the session, with its cookie set by the server. */
export async function login(credentials: LoginRequest): Promise<Session> {
  const session = await request<Session>('/api/auth/login', {
    method: 'POST',
    body: credentials,
    failureMetric: 'loginFailed',
  });
  setCsrfToken(session.csrfToken);
  return session;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: login,
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, session);
    },
  });
}
