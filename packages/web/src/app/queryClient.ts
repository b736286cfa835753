import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/http';
import { sessionKey } from '../api/session';

// A 401 on any call means the session ended: reloading the session sends the user to the login page.
function onSessionLost(
  queryClient: QueryClient,
  error: unknown,
  queryKey?: readonly unknown[],
): void {
  if (!isApiError(error) || error.status !== 401 || queryKey?.[0] === sessionKey[0]) return;
  void queryClient.invalidateQueries({ queryKey: sessionKey });
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onSessionLost(queryClient, error, query.queryKey),
    }),
    mutationCache: new MutationCache({ onError: (error) => onSessionLost(queryClient, error) }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors do not heal by asking again; anything else gets one more try.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  return queryClient;
}
