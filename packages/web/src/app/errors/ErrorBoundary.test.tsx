// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { shellMessages } from '@tessera/contracts';
import { ErrorBoundary } from './ErrorBoundary';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let failing = true;
function Page() {
  if (failing) throw new Error('broken page');
  return <p>page content</p>;
}

describe('ErrorBoundary', () => {
  let container: HTMLDivElement;
  let root: Root;
  const trackedMetrics: string[] = [];

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    failing = true;
    trackedMetrics.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (url === '/api/tracker')
        trackedMetrics.push((JSON.parse(String(init.body)) as { name: string }).name);
      return Promise.resolve(new Response('{}'));
    });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const render = (resetKey: string) =>
    act(() =>
      root.render(
        <ErrorBoundary resetKey={resetKey}>
          <Page />
        </ErrorBoundary>,
      ),
    );

  test('shows the error screen and emits the metric', async () => {
    render('/web/a');
    expect(container.textContent).toContain(shellMessages.errorBoundaryTitle);
    expect(container.textContent).toContain(shellMessages.errorBoundaryTryAgain);
    await vi.waitFor(() => expect(trackedMetrics).toEqual(['errorBoundaryShown']));
  });

  test('Try again renders the page again', () => {
    render('/web/a');
    failing = false;
    const tryAgain = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === shellMessages.errorBoundaryTryAgain,
    );
    act(() => tryAgain?.click());
    expect(container.textContent).toBe('page content');
  });

  test('a new reset key (another location) clears the error', () => {
    render('/web/a');
    failing = false;
    render('/web/a');
    expect(container.textContent).toContain(shellMessages.errorBoundaryTitle);
    render('/web/b');
    expect(container.textContent).toBe('page content');
  });
});
