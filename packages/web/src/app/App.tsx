import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { sessionKey } from '../api/session';
import { PageSpinner } from '../components/PageSpinner';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { FlashProvider } from './flash/FlashProvider';
import { createQueryClient } from './queryClient';
import { SessionGate } from './session/SessionGate';
import { startShellQueries } from './session/startShellQueries';

/**
 * A page loaded on first use, or fetched at once when `now`, without waiting for the session.
 * Until its code is here a spinner stands in, kept in state rather than a Suspense fallback:
 * React holds content that replaces a fallback back until 300 ms after the fallback showed, and
 * the shell's frame, ready about 100 ms after its code came, waited out the rest.
 */
function page(load: () => Promise<{ default: ComponentType }>, now: boolean): ComponentType {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A later mount (after the error boundary's reset) asks again.
        loading = null;
        throw error;
      },
    ));
  if (now) void fetchPage().catch(() => undefined);
  return function Page() {
    const [Loaded, setLoaded] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      fetchPage().then(
        (component) => mounted && setLoaded(() => component),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    if (failure) throw failure.error;
    return Loaded ? <Loaded /> : <PageSpinner />;
  };
}

// The editor opens in a tab of its own: that tab needs the editor, not the shell.
const opensEditor = window.location.pathname.startsWith('/twe/');
const LoginPage = page(() => import('../features/auth/LoginPage'), false);
// The editor fills its tab with its own layout, without the shell around it.
const EditorPage = page(() => import('../features/editor/EditorPage'), opensEditor);
// The shell (AppLayout and friends) is most of the first load: fetch it at once, but let the
// login page show without waiting for it.
const ShellLayout = page(() => import('./layout/ShellLayout'), !opensEditor);

// Catches what the shell's own boundary cannot: a session that fails to load, a broken layout.
function RootErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      resetKey={`${location.pathname}${location.search}`}
      onReset={() => void queryClient.resetQueries({ queryKey: sessionKey })}
    >
      {children}
    </ErrorBoundary>
  );
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startShellQueries(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RootErrorBoundary>
          <FlashProvider>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route
                path="/twe/translation/job/:ids"
                element={
                  <SessionGate>
                    <EditorPage />
                  </SessionGate>
                }
              />
              <Route
                path="*"
                element={
                  <SessionGate>
                    <ShellLayout />
                  </SessionGate>
                }
              />
            </Routes>
          </FlashProvider>
        </RootErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
