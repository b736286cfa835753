// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BACKGROUND_TASK_POLL_MS,
  PreTranslateSettings,
  preTranslateMessages,
  shellMessages,
} from '@tessera/contracts';
import { FlashProvider, useFlashState } from '../../app/flash/FlashProvider';
import { useMountedRoot } from '../../testing/mountedRoot';
import PreTranslatePage from './PreTranslatePage';

const settings = PreTranslateSettings.parse({ tmMatchThreshold: 90, confirm100Match: true });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function Flashes() {
  const { flashes } = useFlashState();
  return (
    <output>
      {flashes.map((flash) => (
        <div key={flash.id}>
          {flash.header}
          {flash.content}
        </div>
      ))}
    </output>
  );
}

// Types as a user does: React reads the value through the input element's native setter.
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the pre-translate page', () => {
  const mounted = useMountedRoot();
  let posted: unknown[];
  let projectAnswer: () => Response;
  let taskStatus: 'RUNNING' | 'OK' | 'ERROR';
  let result: unknown;
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    posted = [];
    taskStatus = 'OK';
    result = undefined;
    projectAnswer = () => json({ uid: 'p1', name: 'Guide', preTranslateSettings: settings });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url === '/api/tracker') return Promise.resolve(new Response(null, { status: 204 }));
      if (url.startsWith('/api/project?')) return Promise.resolve(projectAnswer());
      if (url === '/api/job/preTranslate') {
        posted.push(JSON.parse(String(init?.body)));
        return Promise.resolve(json({ id: 't1', status: 'RUNNING' }));
      }
      if (url.startsWith('/api/backgroundTask'))
        return Promise.resolve(json({ id: 't1', status: taskStatus, progress: 100, result }));
      return Promise.resolve(json({ errorCode: 'NotFound', errorDescription: url }, 404));
    });
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function open(state: unknown = { jobPartIds: [4, 9], level: 2, workflowSteps: [] }) {
    act(() =>
      mounted.root.render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[{ pathname: '/web/pretranslate/p1', state }]}>
            <FlashProvider>
              <Flashes />
              <Routes>
                <Route path="/web/pretranslate/:uid" element={<PreTranslatePage />} />
                <Route path="/web/project2/show/:uid" element={<p>Project page</p>} />
              </Routes>
            </FlashProvider>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    await act(() => vi.waitFor(() => expect(button('Pre-translate')).toBeDefined()));
  }
  const text = () => mounted.container.textContent ?? '';
  const button = (name: string) =>
    [...mounted.container.querySelectorAll('button')].find((b) => b.textContent === name);
  // Cloudscape names a checkbox by the element its aria-labelledby points to.
  const checkbox = (label: string) =>
    [...mounted.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
      (input) =>
        (input.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .some((id) => id && document.getElementById(id)?.textContent === label),
    ) ?? null;
  const threshold = () => mounted.container.querySelector<HTMLInputElement>('input[type="number"]');
  const submit = async () => {
    await act(async () => button('Pre-translate')?.click());
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_TASK_POLL_MS * 2));
  };

  test('shows the defaults, sends the threshold / 100 and returns to the project', async () => {
    await open();
    expect(text()).toContain('2 jobs selected.');
    expect(threshold()?.value).toBe('70');
    expect(checkbox('Pre-translate from translation memory')?.checked).toBe(true);
    expect(checkbox('Pre-translate from machine translation')?.checked).toBe(false);
    const insert = checkbox('Insert machine translation into the target');
    expect(insert?.checked).toBe(true);
    expect(insert?.disabled).toBe(true);
    expect(checkbox('Lock 100% matches')?.checked).toBe(false);
    act(() => checkbox('Lock 100% matches')?.click());
    await submit();
    expect(posted).toEqual([
      expect.objectContaining({
        projectUid: 'p1',
        jobPartIds: [4, 9],
        level: 2,
        translationMemoryThreshold: 0.7,
        lock100Matches: true,
        useProjectPreTranslateSettings: false,
      }),
    ]);
    await act(() => vi.waitFor(() => expect(text()).toContain('Project page')));
  });

  test("shows the project's settings read-only while they are used", async () => {
    await open();
    act(() => checkbox("Use the project's pre-translate settings")?.click());
    expect(threshold()?.value).toBe('90');
    expect(threshold()?.readOnly).toBe(true);
    expect(checkbox('Confirm 100% matches')?.checked).toBe(true);
    await submit();
    expect(posted).toEqual([
      expect.objectContaining({
        translationMemoryThreshold: 0.9,
        confirm100Matches: true,
        useProjectPreTranslateSettings: true,
      }),
    ]);
  });

  test('a threshold that is no number is refused before anything is sent', async () => {
    await open();
    const input = threshold();
    if (!input) throw new Error('no threshold input');
    act(() => type(input, ''));
    await submit();
    expect(posted).toEqual([]);
    expect(text()).toContain(preTranslateMessages.thresholdNotNumber);
    expect(text()).toContain(shellMessages.formContainsErrors);
  });

  test("a failed task shows the flash with each job's error and keeps the form", async () => {
    taskStatus = 'ERROR';
    const job = {
      translationMemory: 0,
      machineTranslation: 0,
      nonTranslatable: 0,
      pseudoTranslation: 0,
    };
    result = {
      jobs: [
        { ...job, jobPartId: 4, fileName: 'guide.xlf', targetLocale: 'de', error: null },
        { ...job, jobPartId: 9, fileName: 'guide.xlf', targetLocale: 'fr', error: 'Quota' },
      ],
    };
    await open();
    await submit();
    expect(posted).toHaveLength(1);
    await act(() => vi.waitFor(() => expect(text()).toContain(shellMessages.genericFlashHeader)));
    expect(text()).toContain('guide.xlf (fr): Quota');
    expect(text()).not.toContain('guide.xlf (de)');
    expect(text()).not.toContain('Project page');
    expect(button('Pre-translate')).toBeDefined();
  });

  test('a settings fetch failure shows the flash; the form works without them', async () => {
    projectAnswer = () => json({ errorCode: 'Boom', errorDescription: 'Boom' }, 500);
    await open();
    expect(text()).toContain(shellMessages.genericFlashHeader);
    expect(checkbox("Use the project's pre-translate settings")?.disabled).toBe(true);
  });

  test('opened without a selection, it offers the way back', async () => {
    act(() =>
      mounted.root.render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/web/pretranslate/p1']}>
            <Routes>
              <Route path="/web/pretranslate/:uid" element={<PreTranslatePage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    expect(text()).toContain('No matching jobs found');
    expect(button('Return to project')).toBeDefined();
  });
});
