// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TermBase } from '@tessera/contracts';
import { ConceptModal } from './ConceptModal';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const termBase: TermBase = {
  id: 7,
  name: 'UI',
  langs: ['en'],
  client: null,
  isPublic: false,
  createdBy: { id: 1, userName: 'pm', organizationName: 'Demo' },
  dateCreated: '2026-01-01T00:00:00Z',
  dateModified: '2026-01-01T00:00:00Z',
  conceptCount: 0,
  termCounts: { en: 0 },
};

// Types as a user does: React reads the value through the input element's native setter.
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('Add concept', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a double-clicked Save sends one request and shows the button busy', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const posts: string[] = [];
    // The server answers later, as a real one does: both clicks land while the first save runs.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(url);
      return new Promise<Response>(() => undefined);
    });
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <ConceptModal termBase={termBase} onClose={() => undefined} />
        </QueryClientProvider>,
      ),
    );
    const term = document.body.querySelector<HTMLInputElement>(
      'input[type="text"], input:not([type])',
    );
    if (!term) throw new Error('no term input');
    act(() => type(term, 'Save'));
    const save = [...document.body.querySelectorAll('button')].find(
      (button) => button.textContent === 'Save',
    );
    if (!save) throw new Error('no Save button');
    await act(async () => {
      save.click();
      save.click();
      await Promise.resolve();
    });
    expect(posts).toHaveLength(1);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    act(() => root.unmount());
  });
});
