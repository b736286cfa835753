// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useFlash, type FlashControls } from '../../components/flash';
import { FLASH_AUTO_DISMISS_MS, FlashProvider, useFlashState } from './FlashProvider';
import { useMountedRoot } from '../../testing/mountedRoot';

// What the page sees of the flashes, kept after each render.
const seen: { controls?: FlashControls; state?: ReturnType<typeof useFlashState> } = {};
function Page() {
  const controls = useFlash();
  const state = useFlashState();
  useEffect(() => {
    seen.controls = controls;
    seen.state = state;
  });
  return null;
}

const shownTexts = () => seen.state?.flashes.map((flash) => flash.content);

describe('the shell flashes', () => {
  const mounted = useMountedRoot();

  beforeEach(() => {
    vi.useFakeTimers();
    act(() =>
      mounted.root.render(
        <MemoryRouter initialEntries={['/web/project/list']}>
          <FlashProvider>
            <Page />
          </FlashProvider>
        </MemoryRouter>,
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const show = (type: 'success' | 'error', content: string) =>
    act(() => seen.controls?.showFlash({ type, content }));

  test('a new flash replaces the one of its kind instead of piling up', () => {
    show('success', 'Saved A');
    show('error', 'Broken');
    show('success', 'Saved B');
    show('error', 'Broken again');
    expect(shownTexts()).toEqual(['Saved B', 'Broken again']);
  });

  test('success flashes go away after a few seconds; errors stay until dismissed', () => {
    show('success', 'Saved A');
    show('error', 'Broken');
    act(() => vi.advanceTimersByTime(FLASH_AUTO_DISMISS_MS));
    expect(shownTexts()).toEqual(['Broken']);
    act(() => seen.state?.dismiss(seen.state.flashes[0]!.id));
    expect(shownTexts()).toEqual([]);
  });
});
