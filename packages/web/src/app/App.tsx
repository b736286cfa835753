import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
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
 * Once its code is here it renders directly: through `lazy` it would suspend once more, and React
 * holds a revealed Suspense boundary back for up to 300 ms.
 */
function page(load: () => Promise<{ default: ComponentType }>, now: boolean): ComponentType {
  let loaded: ComponentType | null = null;
  const fetchPage = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const started = now ? fetchPage() : null;
  const Lazy = lazy(() => started ?? fetchPage());
  return function Page() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
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
            <Suspense fallback={<PageSpinner />}>
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
            </Suspense>
          </FlashProvider>
        </RootErrorBoundary>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
