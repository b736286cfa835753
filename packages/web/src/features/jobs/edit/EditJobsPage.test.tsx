// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BACKGROUND_TASK_POLL_MS, format, jobMessages } from '@tessera/contracts';
import { ShellSessionContext } from '../../../components/session';
import { managerShellSession } from '../../../testing/managerSession';
import { useMountedRoot } from '../../../testing/mountedRoot';
import EditJobsPage from './EditJobsPage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const job = {
  id: 7,
  sourceLocale: 'en',
  targetLocale: 'de',
  workflowStep: { id: 1, name: 'Translation', type: 'T' },
  client: null,
  status: 'NEW',
  dateDue: null,
  hasOffer: false,
  hasParent: false,
  splitPart: null,
  assignees: [],
  creationTask: { status: 'OK' },
};

describe('the edit jobs page', () => {
  const mounted = useMountedRoot();
  let posted: unknown[];
  let jobs: unknown[];
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    posted = [];
    jobs = [job];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/project?')) return Promise.resolve(json({ uid: 'p1', name: 'G' }));
      if (url.startsWith('/api/job/list?')) return Promise.resolve(json({ jobs }));
      if (url === '/api/job/updateAsync') {
        posted.push(JSON.parse(String(init?.body)));
        return Promise.resolve(json({ id: 't1', status: 'RUNNING' }));
      }
      if (url.startsWith('/api/backgroundTask'))
        return Promise.resolve(json({ id: 't1', status: 'ERROR', error: 'Boom.' }));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const render = () =>
    act(() =>
      mounted.root.render(
        <QueryClientProvider client={queryClient}>
          <ShellSessionContext value={managerShellSession}>
            <MemoryRouter initialEntries={['/web/project2/editJobs?id=p1&jobSelection=7']}>
              <Routes>
                <Route path="/web/project2/editJobs" element={<EditJobsPage />} />
                <Route path="/web/project2/show/:uid" element={<p>Project page</p>} />
              </Routes>
            </MemoryRouter>
          </ShellSessionContext>
        </QueryClientProvider>,
      ),
    );
  const button = (name: string) =>
    [...mounted.container.querySelectorAll('button')].find((b) => b.textContent === name);

  test('shows the edit failure with the task error and keeps the form', async () => {
    await render();
    await act(() => vi.waitFor(() => expect(button('Save')).toBeDefined()));
    expect(mounted.container.textContent).toContain('1 job selected.');
    expect(mounted.container.querySelector('a[href="/web/setup/timezoneSettings"]')).not.toBeNull();
    await act(async () => button('Save')?.click());
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 2));
    expect(posted).toEqual([
      { projectUid: 'p1', jobPartIds: [7], level: 1, selectAllOnServer: false },
    ]);
    expect(mounted.container.textContent).toContain(
      format(jobMessages.editJobsFailed, { e: 'Boom.' }),
    );
  });

  test("says 'No matching jobs found' with a way back when no job matches", async () => {
    jobs = [];
    await render();
    await act(() => vi.waitFor(() => expect(button('Return to project')).toBeDefined()));
    expect(mounted.container.textContent).toContain(jobMessages.noMatchingJobs);
    await act(async () => button('Return to project')?.click());
    expect(mounted.container.textContent).toContain('Project page');
  });
});
