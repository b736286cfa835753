// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jobMessages, type JobPartAudit } from '@tessera/contracts';
import { ShellSessionContext } from '../../components/session';
import { managerShellSession } from '../../testing/managerSession';
import { useMountedRoot } from '../../testing/mountedRoot';
import JobPartAuditPage from './JobPartAuditPage';

const shellSession = managerShellSession;

const report: JobPartAudit[] = [
  {
    jobPartId: 12,
    segments: [
      {
        segmentId: 5,
        srcText: 'Click {1}Save{/1} now.',
        targetText: 'Klicken Sie {1}Speichern{/1}.',
        timestamp: 1751373005000,
        modifiedByUsername: 'linda',
        modifiedById: 3,
        traceId: 'trace-abc',
      },
      {
        segmentId: 6,
        srcText: 'Bye.',
        targetText: '',
        timestamp: null,
        modifiedByUsername: null,
        modifiedById: null,
        traceId: null,
      },
    ],
  },
];

type Answer = { status: number; body: unknown };

describe('the segment audit report page', () => {
  const mounted = useMountedRoot();
  let posted: unknown[];

  afterEach(() => vi.unstubAllGlobals());

  const render = async (address: string, answer: Answer = { status: 200, body: report }) => {
    posted = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url !== '/api/jobPartAudit') return Promise.resolve(new Response(null, { status: 204 }));
      posted.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response(JSON.stringify(answer.body), answer));
    });
    const client = new QueryClient();
    await act(async () =>
      mounted.root.render(
        <QueryClientProvider client={client}>
          <ShellSessionContext value={shellSession}>
            <MemoryRouter initialEntries={[address]}>
              <JobPartAuditPage />
            </MemoryRouter>
          </ShellSessionContext>
        </QueryClientProvider>,
      ),
    );
  };
  const text = () => mounted.container.textContent ?? '';
  const inputValues = () =>
    [...mounted.container.querySelectorAll('input')].map((input) => input.value);
  const submit = async () => {
    const button = [...mounted.container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Show report',
    );
    await act(async () => button?.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };

  test("refuses an empty job part id with the spec's message and sends nothing", async () => {
    await render('/jobPartAudit?level=x');
    await submit();
    expect(text()).toContain(jobMessages.auditJobPartRequired);
    expect(text()).toContain(jobMessages.auditLevelNumeric);
    expect(text()).not.toContain(jobMessages.auditSnapshotRequired);
    expect(posted).toEqual([]);
  });

  test('a link fills the form; the snapshot shows as of then, tags as chips', async () => {
    await render('/jobPartAudit?jobPartId=12&level=2&snapshotTimestamp=1751373005000');
    expect(inputValues()).toEqual(
      expect.arrayContaining(['12', '2', '1751373005000', '2025/07/01', '12:30:05']),
    );
    await submit();
    expect(posted).toEqual([{ jobParts: [12], level: 2, snapshotTimestamp: 1751373005000 }]);
    expect(text()).toContain('Klicken Sie');
    const chips = [...mounted.container.querySelectorAll('span')].filter(
      (span) => span.textContent === '{1}',
    );
    expect(chips.length).toBeGreaterThan(0);
    expect(text()).toContain('linda');
    expect(text()).toContain('trace-abc');
  });

  test("shows the server's refusal", async () => {
    await render('/jobPartAudit?jobPartId=12', {
      status: 403,
      body: { errorCode: 'Forbidden', errorDescription: 'Only managers may see the audit.' },
    });
    await submit();
    expect(text()).toContain('Only managers may see the audit.');
  });
});
