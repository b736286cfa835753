import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { sessionKey } from '../api/session';
import { PageSpinner } from '../components/PageSpinner';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { FlashProvider } from './flash/FlashProvider';
import { createQueryClient } from './queryClient';
import { SessionGate } from './session/SessionGate';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
// The editor fills its tab with its own layout, without the shell around it.
const EditorPage = lazy(() => import('../features/editor/EditorPage'));
// The shell (AppLayout and friends) is most of the first load: fetch it at once, but let the
// login page show without waiting for it.
const shellLayout = import('./layout/ShellLayout');
const ShellLayout = lazy(() => shellLayout);

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
  const [queryClient] = useState(createQueryClient);
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
