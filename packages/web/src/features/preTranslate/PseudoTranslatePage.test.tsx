// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BACKGROUND_TASK_POLL_MS, PreTranslateSettings } from '@tessera/contracts';
import { useMountedRoot } from '../../testing/mountedRoot';
import PseudoTranslatePage from './PseudoTranslatePage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the pseudo-translate page', () => {
  const mounted = useMountedRoot();
  let posted: unknown[];
  let queryClient: QueryClient;
  const settings = PreTranslateSettings.parse({
    pseudoTranslatePrefix: '[',
    pseudoTranslateSuffix: ']',
    pseudoTranslateLength: 1.5,
  });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    posted = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/project?'))
        return Promise.resolve(json({ uid: 'p1', name: 'Guide', preTranslateSettings: settings }));
      if (url === '/api/job/pseudoTranslate') {
        posted.push(JSON.parse(String(init?.body)));
        return Promise.resolve(json({ id: 't2', status: 'RUNNING' }));
      }
      if (url.startsWith('/api/backgroundTask'))
        return Promise.resolve(json({ id: 't2', status: 'OK' }));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("starts from the project's settings, sends every field and returns to the project", async () => {
    act(() =>
      mounted.root.render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter
            initialEntries={[
              {
                pathname: '/web/pseudoTranslate/p1',
                state: { jobPartIds: [7], level: 1, workflowSteps: [] },
              },
            ]}
          >
            <Routes>
              <Route path="/web/pseudoTranslate/:projectUid" element={<PseudoTranslatePage />} />
              <Route path="/web/project2/show/:uid" element={<p>Project page</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    const button = (name: string) =>
      [...mounted.container.querySelectorAll('button')].find((b) => b.textContent === name);
    await act(() => vi.waitFor(() => expect(button('Pseudo-translate')).toBeDefined()));
    const inputs = [...mounted.container.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toEqual(['$', '[', ']']);
    expect(mounted.container.textContent).toContain('150%');
    expect(mounted.container.textContent).toContain('1 job selected.');
    await act(async () => button('Pseudo-translate')?.click());
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 2));
    expect(posted).toEqual([
      {
        projectUid: 'p1',
        jobPartIds: [7],
        level: 1,
        selectAllOnServer: false,
        replacement: '$',
        prefix: '[',
        suffix: ']',
        length: 1.5,
      },
    ]);
    await act(() =>
      vi.waitFor(() => expect(mounted.container.textContent).toContain('Project page')),
    );
  });
});
