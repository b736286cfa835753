// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@tessera/contracts';
import { act, type ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ShellSessionContext, type ShellSession } from '../../components/session';
import { useMountedRoot, type MountedRoot } from '../../testing/mountedRoot';
import { JobQaSummary } from './JobQaSummary';
import { QaPanel } from './QaPanel';

const warning = {
  id: 9,
  segmentId: 5,
  ordinal: 1,
  check: 'terminology',
  message: 'A forbidden term is used.',
  details: 'forbidden: Erdball',
  ignored: null,
};
const page = (warnings: unknown[], unresolvedCount: number) => ({
  jobPartId: 3,
  ranAt: Date.UTC(2026, 0, 2, 10, 30),
  total: warnings.length,
  unresolvedCount,
  offset: 0,
  warnings,
});
const ignoredAt = Date.UTC(2026, 0, 2, 11, 15);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A server that ignores warning 9 on PUT and refuses a QA run. */
function stubServer() {
  const calls: Call[] = [];
  let ignored = false;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const json = (value: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(value), { status }));
    const current = ignored
      ? { ...warning, ignored: { by: { id: 2, userName: 'pm' }, at: ignoredAt } }
      : warning;
    if (path === '/api/qa/warning') {
      ignored = (body as { ignored: boolean }).ignored;
      return json(current);
    }
    if (path === '/api/qa/run')
      return json({ errorCode: 'Internal', errorDescription: 'QA is down' }, 500);
    return json(page([current], ignored ? 0 : 1));
  });
  return calls;
}

const shellSession = { timeZone: 'UTC', session: {} as Session } as ShellSession;

async function render(mounted: MountedRoot, node: ReactNode) {
  const { container, root } = mounted;
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <ShellSessionContext value={shellSession}>{node}</ShellSessionContext>
      </QueryClientProvider>,
    );
  });
  return container;
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 100 && !check(); tries++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(check()).toBe(true);
}

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('QA in the editor', () => {
  // Unmounted after each test, so that no query of a panel outlives its test and its stub.
  const mounted = useMountedRoot();
  afterEach(() => vi.unstubAllGlobals());

  test('Ignore sends the warning with ignored true and shows who ignored it and when', async () => {
    const calls = stubServer();
    const container = await render(mounted, <QaPanel at={{ jobPart: 3, segment: 5 }} />);
    await until(() => container.textContent?.includes('A forbidden term is used.') ?? false);
    act(() => button(container, 'Ignore: A forbidden term is used.').click());
    await until(() => container.textContent?.includes('Ignored by pm, 2 Jan 2026') ?? false);
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/qa/warning',
      body: { jobPartId: 3, warningId: 9, ignored: true },
    });
    expect(container.textContent).toContain('(ignored)');
    button(container, 'Stop ignoring: A forbidden term is used.');
  });

  test('the job summary shows the last run and a failed run', async () => {
    stubServer();
    const container = await render(mounted, <JobQaSummary jobPart={3} />);
    await until(() => container.textContent?.includes('QA warnings: 1 unresolved of 1') ?? false);
    expect(container.textContent).toContain('last run 2 Jan 2026');
    act(() => button(container, 'Run QA').click());
    await until(() => container.textContent?.includes('QA failed: QA is down') ?? false);
  });
});
