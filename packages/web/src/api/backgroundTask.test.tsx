// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BACKGROUND_TASK_POLL_MS, type BackgroundTask } from '@tessera/contracts';
import { usePollTask } from './backgroundTask';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function TaskStatus({ taskId }: { taskId: string }) {
  const task = usePollTask(taskId);
  return <p>{task.data?.status ?? 'loading'}</p>;
}

describe('usePollTask', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('polls every second until the task ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const answers: BackgroundTask['status'][] = ['RUNNING', 'RUNNING', 'OK'];
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      const status = answers[Math.min(asked.length - 1, answers.length - 1)];
      return Promise.resolve(new Response(JSON.stringify({ id: 't1', status })));
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    const queryClient = new QueryClient();
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <TaskStatus taskId="t1" />
        </QueryClientProvider>,
      ),
    );
    await act(() => vi.waitFor(() => expect(container.textContent).toBe('RUNNING')));
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 2));
    await act(() => vi.waitFor(() => expect(container.textContent).toBe('OK')));
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 3));
    expect(asked).toEqual([
      '/api/backgroundTask?id=t1',
      '/api/backgroundTask?id=t1',
      '/api/backgroundTask?id=t1',
    ]);
    act(() => root.unmount());
    queryClient.clear();
  });
});
