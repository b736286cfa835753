import { useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from './csrf';
import { request } from './http';
import { sessionKey } from './session';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/auth/logout. */
export function logout(): Promise<{ ok: true }> {
  return request('/api/auth/logout', { method: 'POST', failureMetric: 'logoutFailed' });
}

/** Logs out, then lets the caller leave the pages behind the session before the session is dropped. */
export function useLogout(onLoggedOut: () => void) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: logout,
    onSettled: () => {
      onLoggedOut();
      setCsrfToken(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, null);
    },
  });
}
