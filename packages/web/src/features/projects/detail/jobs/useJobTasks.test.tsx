// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BACKGROUND_TASK_POLL_MS, type JobPart, type TaskStatus } from '@tessera/contracts';
import { useProjectJobsQuery } from '../../../../api/projectJobs';
import { useJobTasks } from './useJobTasks';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const task = (status: TaskStatus) => ({
  status,
  reason: null,
  finishedDataText: null,
});
const jobPart = (status: TaskStatus): JobPart => ({
  id: 7,
  rootId: 3,
  uid: 'J7',
  internalId: 1,
  fileName: 'a.json',
  sourceLocale: 'en',
  targetLocale: 'de',
  workflowLevel: 1,
  workflowStep: { id: -1, name: 'Default', type: 'DEFAULT' },
  client: null,
  status: 'NEW',
  dateDue: null,
  dateCreated: '2026-01-01T00:00:00Z',
  hasOffer: false,
  hasParent: false,
  splitPart: null,
  assignees: [],
  creationTask: task(status),
  lastTask: { ...task(status), action: 'IMPORT_JOB' },
  wordsCount: status === 'OK' ? 5 : 0,
  segmentsCount: status === 'OK' ? 2 : 0,
  progress: { confirmedSegmentsCount: 0, percent: 0 },
});
const params = {
  projectUid: 'P1',
  level: 1,
  page: 0,
  sortField: 'dateCreated',
  sortOrder: 'ASC',
} as const;

function ImportStates() {
  const list = useProjectJobsQuery(params);
  useJobTasks(list.data?.jobs ?? []);
  return <p>{list.data?.jobs.map((job) => job.creationTask.status).join(',') ?? 'loading'}</p>;
}

describe('useJobTasks', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('polls running imports every second, then reloads the finished rows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const taskAnswers: TaskStatus[] = ['RUNNING', 'RUNNING', 'OK'];
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      const path = url.split('?')[0];
      const polls = asked.filter((u) => u.includes('getBackgroundTasksBulk')).length;
      const status = taskAnswers[Math.min(polls - 1, taskAnswers.length - 1)] ?? 'OK';
      const body =
        path === '/api/job/listByProject'
          ? { jobs: [jobPart('RUNNING')], totalJobs: 1, pages: 1, editorUrl: '', atmsServerUrl: '' }
          : path === '/api/job/list'
            ? { jobs: [jobPart('OK')] }
            : [
                {
                  jobPartId: 7,
                  creationTask: task(status),
                  lastTask: { ...task(status), action: 'IMPORT_JOB' },
                },
              ];
      return Promise.resolve(new Response(JSON.stringify(body)));
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    const queryClient = new QueryClient();
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <ImportStates />
        </QueryClientProvider>,
      ),
    );
    await act(() => vi.waitFor(() => expect(container.textContent).toBe('RUNNING')));
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 2));
    await act(() => vi.waitFor(() => expect(container.textContent).toBe('OK')));
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 3));
    expect(asked.map((url) => url.split('?')[0])).toEqual([
      '/api/job/listByProject',
      '/web/api/v9/job/getBackgroundTasksBulk',
      '/web/api/v9/job/getBackgroundTasksBulk',
      '/web/api/v9/job/getBackgroundTasksBulk',
      '/api/job/list',
    ]);
    expect(asked.at(-1)).toBe('/api/job/list?jobPartIds=7');
    act(() => root.unmount());
    queryClient.clear();
  });
});
