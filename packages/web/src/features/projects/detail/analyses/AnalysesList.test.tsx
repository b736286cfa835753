// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  format,
  jobMessages,
  projectMessages,
  shellMessages,
  type AnalysisListItem,
  type BackgroundTask,
} from '@tessera/contracts';
import { analysisTaskState } from '../../../../components/analysisTaskState';
import { FlashContext, type FlashMessage } from '../../../../components/flash';
import { ShellSessionContext } from '../../../../components/session';
import { managerShellSession } from '../../../../testing/managerSession';
import { useMountedRoot } from '../../../../testing/mountedRoot';
import { AnalysesList } from './AnalysesList';

const shellSession = managerShellSession;

const analysis = (id: number, name: string, organization: string): AnalysisListItem => ({
  id,
  innerId: id,
  name,
  linguist: null,
  type: 'PreAnalyse',
  dateCreated: '2026-01-01T10:00:00Z',
  createdBy: { id: 1, userName: 'pm' },
  organization: { id: organization === 'Demo' ? 1 : 2, name: organization },
  languages: [{ sourceLocale: 'en', targetLocale: 'de' }],
  selectable: organization === 'Demo',
});

type Answer = { status: number; body: unknown };

describe('the project page analyses list', () => {
  const mounted = useMountedRoot();
  let flashes: FlashMessage[];

  afterEach(() => vi.unstubAllGlobals());

  /** Renders the list with the server's answers by path, optionally after an analysis started. */
  const render = async (answers: Record<string, Answer>, taskId?: string) => {
    flashes = [];
    vi.stubGlobal('fetch', (url: string) => {
      const answer = answers[url.split('?')[0] ?? ''] ?? { status: 404, body: {} };
      return Promise.resolve(new Response(JSON.stringify(answer.body), answer));
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const entry = { pathname: '/web/project2/show/P1', state: taskId && analysisTaskState(taskId) };
    await act(async () =>
      mounted.root.render(
        <QueryClientProvider client={client}>
          <ShellSessionContext value={shellSession}>
            <FlashContext value={{ showFlash: (message) => flashes.push(message) }}>
              <MemoryRouter initialEntries={[entry]}>
                <AnalysesList projectUid="P1" canEdit />
              </MemoryRouter>
            </FlashContext>
          </ShellSessionContext>
        </QueryClientProvider>,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  const text = () => mounted.container.textContent ?? '';
  const selectionBox = (name: string) => {
    const box = mounted.container.querySelector(`input[aria-label="${name}"]`);
    if (!(box instanceof HTMLInputElement)) throw new Error(`no selection box for ${name}`);
    return box;
  };
  const list = (body: unknown, status = 200) => ({
    '/api/analysis/listByProject': { status, body },
  });

  test("another organization's analysis is shown but cannot be selected", async () => {
    await render(list([analysis(1, 'Our quote', 'Demo'), analysis(2, 'Their quote', 'Acme')]));
    expect(text()).toContain('Their quote');
    expect(text()).toContain('Acme');
    expect(selectionBox('Our quote').disabled).toBe(false);
    expect(selectionBox('Their quote').disabled).toBe(true);
  });

  test('says so when there are none', async () => {
    await render(list([]));
    expect(text()).toContain(projectMessages.noAnalyses);
  });

  test('says so when they cannot be loaded', async () => {
    await render(list({ errorCode: 'Boom', errorDescription: 'boom' }, 500));
    expect(text()).toContain(jobMessages.loadAnalysesFailed);
    expect(text()).not.toContain(projectMessages.noAnalyses);
  });

  test("a failed analysis task shows the spec's flash with the task's error", async () => {
    const failed: BackgroundTask = { id: 't1', status: 'ERROR', error: 'The TM is gone' };
    await render({ ...list([]), '/api/backgroundTask': { status: 200, body: failed } }, 't1');
    expect(flashes).toEqual([
      {
        type: 'error',
        header: shellMessages.genericFlashHeader,
        content: format(shellMessages.genericFlashContentWithError, { e: 'The TM is gone' }),
      },
    ]);
  });
});
