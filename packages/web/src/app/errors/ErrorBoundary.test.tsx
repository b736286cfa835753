// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { shellMessages } from '@tessera/contracts';
import { ErrorBoundary } from './ErrorBoundary';
import { useMountedRoot } from '../../testing/mountedRoot';

let failing = true;
function Page() {
  if (failing) throw new Error('broken page');
  return <p>page content</p>;
}

describe('ErrorBoundary', () => {
  const mounted = useMountedRoot();
  const trackedMetrics: string[] = [];

  beforeEach(() => {
    failing = true;
    trackedMetrics.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (url === '/api/tracker')
        trackedMetrics.push((JSON.parse(String(init.body)) as { name: string }).name);
      return Promise.resolve(new Response('{}'));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const render = (resetKey: string) =>
    act(() =>
      mounted.root.render(
        <ErrorBoundary resetKey={resetKey}>
          <Page />
        </ErrorBoundary>,
      ),
    );

  test('shows the error screen and emits the metric', async () => {
    render('/web/a');
    expect(mounted.container.textContent).toContain(shellMessages.errorBoundaryTitle);
    expect(mounted.container.textContent).toContain(shellMessages.errorBoundaryTryAgain);
    await vi.waitFor(() => expect(trackedMetrics).toEqual(['errorBoundaryShown']));
  });

  test('Try again renders the page again', () => {
    render('/web/a');
    failing = false;
    const tryAgain = [...mounted.container.querySelectorAll('button')].find(
      (button) => button.textContent === shellMessages.errorBoundaryTryAgain,
    );
    act(() => tryAgain?.click());
    expect(mounted.container.textContent).toBe('page content');
  });

  test('a new reset key (another location) clears the error', () => {
    render('/web/a');
    failing = false;
    render('/web/a');
    expect(mounted.container.textContent).toContain(shellMessages.errorBoundaryTitle);
    render('/web/b');
    expect(mounted.container.textContent).toBe('page content');
  });
});
