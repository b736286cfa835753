// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { format, jobMessages, shellMessages, splitMessages } from '@tessera/contracts';
import { FlashProvider, useFlashState } from '../../../app/flash/FlashProvider';
import { useMountedRoot } from '../../../testing/mountedRoot';
import SplitFilePage from './SplitFilePage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const counts = (jobPartId: number, segmentsCount: number, wordsCount: number) => ({
  jobPartId,
  segmentsCount,
  wordsCount,
  charactersCount: 0,
  confirmedSegmentsCount: 0,
  lockedSegmentsCount: 0,
  qualityAssurance: { warningsCount: 0, qualityAssuranceResolved: true },
  previousWorkflow: { completed: true },
});

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

describe('the split file page', () => {
  const mounted = useMountedRoot();
  let posted: Array<{ url: string; body: unknown }>;
  let splitAnswer: () => Response;
  let queryClient: QueryClient;

  beforeEach(() => {
    posted = [];
    splitAnswer = () => json({ jobs: [] });
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/project?')) return Promise.resolve(json({ uid: 'p1', name: 'G' }));
      // Job 7 has 12 segments and 40 words, job 8 has 8 segments and 90 words.
      if (url.startsWith('/web/api/v9/job/getSegmentsCount?'))
        return Promise.resolve(json([counts(7, 12, 40), counts(8, 8, 90)]));
      if (url.startsWith('/web/api/v9/job/split')) {
        posted.push({ url, body: JSON.parse(String(init?.body)) });
        return Promise.resolve(splitAnswer());
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    queryClient = new QueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  async function open(state: unknown = { jobPartIds: [7, 8], level: 1, workflowSteps: [] }) {
    act(() =>
      mounted.root.render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[{ pathname: '/web/splitFileWorkflow/p1', state }]}>
            <FlashProvider>
              <Flashes />
              <Routes>
                <Route path="/web/splitFileWorkflow/:projectUid" element={<SplitFilePage />} />
                <Route path="/web/project2/show/:uid" element={<p>Project page</p>} />
              </Routes>
            </FlashProvider>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
  }
  const text = () => mounted.container.textContent ?? '';
  const button = (name: string) =>
    [...mounted.container.querySelectorAll('button')].find((b) => b.textContent === name);
  const field = () => {
    const input = mounted.container.querySelector<HTMLInputElement>('input:not([type="radio"])');
    if (!input) throw new Error('no value field');
    return input;
  };
  // Cloudscape names a radio button by the element its aria-labelledby points to.
  const radio = (label: string) => {
    const input = [
      ...mounted.container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
    ].find((candidate) =>
      (candidate.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .some((id) => id && document.getElementById(id)?.textContent === label),
    );
    if (!input) throw new Error(`no radio button ${label}`);
    return input;
  };
  const ready = () => act(() => vi.waitFor(() => expect(button('Split')).toBeDefined()));
  const split = () => act(async () => button('Split')?.click());

  test("says 'No matching jobs found' with a way back when opened without a selection", async () => {
    await open(null);
    await act(() => vi.waitFor(() => expect(button('Return to project')).toBeDefined()));
    expect(text()).toContain(jobMessages.noMatchingJobs);
    await act(async () => button('Return to project')?.click());
    expect(text()).toContain('Project page');
  });

  test("checks the field against the smallest job's bound once Split was pressed", async () => {
    await open();
    await ready();
    expect(text()).toContain('2 jobs selected.');
    expect(radio(splitMessages.partsCountLabel).checked).toBe(true);
    const partsMessage = format(splitMessages.partsCount, { max: 8 });
    act(() => type(field(), '9'));
    expect(text()).not.toContain(partsMessage);
    await split();
    expect(text()).toContain(partsMessage);
    expect(text()).toContain(shellMessages.formContainsErrors);
    act(() => type(field(), '8'));
    expect(text()).not.toContain(partsMessage);

    act(() => radio(splitMessages.wordCountLabel).click());
    act(() => type(field(), '41'));
    expect(text()).toContain(format(splitMessages.wordCount, { max: 40 }));
    act(() => radio(splitMessages.partSizeLabel).click());
    expect(text()).toContain(format(splitMessages.partSize, { max: 8 }));
    act(() => radio(splitMessages.afterSegmentLabel).click());
    act(() => type(field(), '2, 9'));
    expect(text()).toContain(format(splitMessages.afterSegment, { max: 8 }));
    expect(posted).toEqual([]);
  });

  test.each([
    [splitMessages.partsCountLabel, '3', 'splitByPartsCount', { partsCount: 3 }],
    [splitMessages.partSizeLabel, '4', 'splitByPartSize', { partSize: 4 }],
    [splitMessages.wordCountLabel, '40', 'splitByWordCount', { wordCount: 40 }],
    [splitMessages.afterSegmentLabel, '6, 2', 'splitAfterSegment', { segmentOrdinal: [2, 6] }],
  ])(
    '%s posts to %s with the jobs and returns to the project',
    async (label, value, call, body) => {
      await open();
      await ready();
      act(() => radio(label).click());
      act(() => type(field(), value));
      await split();
      expect(posted).toEqual([{ url: `/web/api/v9/job/${call}?jobPart=7&jobPart=8`, body }]);
      await act(() => vi.waitFor(() => expect(text()).toContain('Project page')));
    },
  );

  test('a failed split shows the generic flash and keeps the form', async () => {
    splitAnswer = () => json({ errorCode: 'Internal', errorDescription: 'Boom' }, 500);
    await open();
    await ready();
    act(() => type(field(), '2'));
    await split();
    await act(() => vi.waitFor(() => expect(text()).toContain(shellMessages.genericFlashContent)));
    expect(text()).toContain(shellMessages.genericFlashHeader);
    expect(field().value).toBe('2');
    expect(text()).not.toContain('Project page');
  });

  test("a job the server refuses to split shows the server's message", async () => {
    splitAnswer = () =>
      json({ errorCode: 'JobFinished', errorDescription: splitMessages.finished }, 400);
    await open();
    await ready();
    act(() => type(field(), '2'));
    await split();
    await act(() => vi.waitFor(() => expect(text()).toContain(splitMessages.finished)));
  });
});
