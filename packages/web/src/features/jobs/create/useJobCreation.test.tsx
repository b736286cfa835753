// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BACKGROUND_TASK_POLL_MS, type JobCreateParams } from '@tessera/contracts';
import { useJobCreation } from './useJobCreation';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const params = { projectUid: 'p1', targetLocales: ['de'] } as JobCreateParams;
const json = (body: unknown) => new Response(JSON.stringify(body));
const importOf = (uid: string) => ({ id: 't', action: 'IMPORT_JOB', project: { id: 1, uid } });

function Creation({ onDone }: { onDone: () => void }) {
  const creation = useJobCreation('p1', onDone);
  return (
    <button onClick={() => void creation.submit(params, [new File(['{}'], 'a.json')])}>
      {creation.error ?? (creation.creating ? 'creating' : 'idle')}
    </button>
  );
}

async function run(pendingAnswers: Array<() => Response>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const asked: string[] = [];
  let pendingCalls = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    // The failure metric of the 504 goes to the tracker: not part of this flow.
    if (url === '/api/tracker') return Promise.resolve(new Response(null, { status: 204 }));
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    if (url === '/api/v2/job')
      return Promise.resolve(new Response('Gateway Timeout', { status: 504 }));
    const answer = pendingAnswers[Math.min(pendingCalls++, pendingAnswers.length - 1)]!;
    return Promise.resolve(answer());
  });
  const onDone = vi.fn();
  const container = document.createElement('div');
  const root = createRoot(container);
  const queryClient = new QueryClient();
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Creation onDone={onDone} />
      </QueryClientProvider>,
    ),
  );
  await act(async () => container.querySelector('button')?.click());
  await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 3));
  const text = container.textContent;
  act(() => root.unmount());
  queryClient.clear();
  return { asked, onDone, text };
}

describe('job creation after a 504', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('polls the pending requests until the project has no import left, then is done', async () => {
    const { asked, onDone, text } = await run([
      () => json([importOf('p1'), importOf('other')]),
      () => json([importOf('other')]),
    ]);
    expect(asked).toEqual([
      'POST /api/v2/job',
      'GET /web/api/v3/async/listPendingRequests',
      'GET /web/api/v3/async/listPendingRequests',
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(text).toBe('idle');
  });

  test('reports a failing pending-requests call as a failed wait', async () => {
    const { onDone, text } = await run([
      () =>
        new Response(JSON.stringify({ errorCode: 'Boom', errorDescription: 'down' }), {
          status: 500,
        }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
    expect(text).toBe('Failed waiting for job creation: down');
  });
});
