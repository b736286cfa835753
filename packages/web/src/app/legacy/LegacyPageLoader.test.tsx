// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { LEGACY_PAGE_PREFIX } from '@tessera/contracts';
import { ShellSessionContext, type ShellSession } from '../../components/session';
import { ShellControlsContext } from '../layout/shellControls';
import { LegacyPageLoader } from './LegacyPageLoader';
import { managerSession } from '../../testing/managerSession';
import { useMountedRoot } from '../../testing/mountedRoot';

const LEGACY_ORIGIN = 'https://legacy.example';

function HostPath() {
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

describe('LegacyPageLoader', () => {
  const mounted = useMountedRoot();
  const controls = { setNavigationHidden: vi.fn(), recordRecentItem: vi.fn() };

  beforeEach(() => {
    controls.setNavigationHidden.mockClear();
    controls.recordRecentItem.mockClear();
  });

  const render = (legacyOrigin: string | null) => {
    const shellSession: ShellSession = {
      session: managerSession,
      shellConfig: {
        legacyOrigin,
        internalEmailDomains: [],
        healthEnvironments: [],
        environment: 'local',
      },
      isInternal: false,
      timeZone: 'UTC',
    };
    act(() =>
      mounted.root.render(
        <ShellSessionContext value={shellSession}>
          <ShellControlsContext value={controls}>
            <MemoryRouter initialEntries={['/web/transMemory/show/5?tab=units']}>
              <HostPath />
              <Routes>
                <Route path="/web/*" element={<LegacyPageLoader />} />
              </Routes>
            </MemoryRouter>
          </ShellControlsContext>
        </ShellSessionContext>,
      ),
    );
  };
  const frame = () => {
    const iframe = mounted.container.querySelector('iframe');
    if (!iframe) throw new Error('no frame');
    return iframe;
  };
  const post = (data: unknown, origin = LEGACY_ORIGIN) =>
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data, origin, source: frame().contentWindow }),
      ),
    );

  test('without LEGACY_ORIGIN it embeds the page from a path of the web host, whose messages count', () => {
    render(null);
    expect(frame().getAttribute('src')).toBe(
      `${LEGACY_PAGE_PREFIX}/web/transMemory/show/5?tab=units`,
    );
    post({ type: 'NAVIGATE_PATH', path: '/web/tickets/list' });
    expect(mounted.container.querySelector('output')?.textContent).toBe('/web/transMemory/show/5');
    post({ type: 'NAVIGATE_PATH', path: '/web/tickets/list' }, window.location.origin);
    expect(mounted.container.querySelector('output')?.textContent).toBe('/web/tickets/list');
  });

  test('embeds the path of the legacy origin and follows its LOAD_PATH messages', () => {
    render(LEGACY_ORIGIN);
    expect(frame().getAttribute('src')).toBe(`${LEGACY_ORIGIN}/web/transMemory/show/5?tab=units`);
    post({
      type: 'LOAD_PATH',
      path: '/web/termBase/show/9',
      title: 'Term base 9',
      features: { navigation: false },
      item: { title: 'Glossary', path: '/web/termBase/show/9' },
    });
    expect(document.title).toBe('Term base 9');
    expect(controls.setNavigationHidden).toHaveBeenLastCalledWith(true);
    expect(controls.recordRecentItem).toHaveBeenCalledWith({
      title: 'Glossary',
      path: '/web/termBase/show/9',
    });
    expect(frame().getAttribute('src')).toBe(`${LEGACY_ORIGIN}/web/termBase/show/9`);
  });

  test('NAVIGATE_PATH moves the host; messages of other origins are ignored', () => {
    render(LEGACY_ORIGIN);
    post({ type: 'NAVIGATE_PATH', path: '/web/tickets/list' }, 'https://evil.example');
    expect(mounted.container.querySelector('output')?.textContent).toBe('/web/transMemory/show/5');
    post({ type: 'NAVIGATE_PATH', path: '/web/tickets/list' });
    expect(mounted.container.querySelector('output')?.textContent).toBe('/web/tickets/list');
  });
});
