import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LEGACY_PAGE_PREFIX } from '@tessera/contracts';
import { useShellSession } from '../../components/session';
import { useShellControls } from '../layout/shellControls';
import { parseLegacyMessage, type LoadPathMessage } from './legacyMessages';

const FRAME_NAME = 'legacy-page';

// A POST load carries the legacy page's CSRF token as a form field, the way its own forms do.
function postIntoFrame(url: string, csrfToken: string | null): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = FRAME_NAME;
  if (csrfToken) {
    const token = document.createElement('input');
    token.type = 'hidden';
    token.name = 'csrfToken';
    token.value = csrfToken;
    form.append(token);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

// Legacy pages come from a path of the web host, or from LEGACY_ORIGIN when one is set.
function legacySource(legacyOrigin: string | null): { origin: string; frameBase: string } {
  if (!legacyOrigin) return { origin: window.location.origin, frameBase: LEGACY_PAGE_PREFIX };
  return { origin: new URL(legacyOrigin).origin, frameBase: legacyOrigin.replace(/\/+$/, '') };
}

function LegacyFrame({ legacyOrigin }: { legacyOrigin: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { setNavigationHidden, recordRecentItem } = useShellControls();
  const frame = useRef<HTMLIFrameElement>(null);
  const hostPath = `${location.pathname}${location.search}`;
  const [framePath, setFramePath] = useState(hostPath);
  const { origin, frameBase } = legacySource(legacyOrigin);

  useEffect(() => setFramePath(hostPath), [hostPath]);
  useEffect(() => () => setNavigationHidden(false), [setNavigationHidden]);

  useEffect(() => {
    const load = (message: LoadPathMessage) => {
      if (message.title) document.title = message.title;
      setNavigationHidden(message.features.navigation === false);
      recordRecentItem(
        message.item ?? { title: message.title ?? message.path, path: message.path },
      );
      if (message.method === 'POST')
        postIntoFrame(`${frameBase}${message.path}`, message.csrfToken);
      else setFramePath(message.path);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the embedded page, and only from the legacy pages' origin, may steer the host.
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = parseLegacyMessage(event.data);
      if (message?.type === 'NAVIGATE_PATH') void navigate(message.path);
      else if (message?.type === 'LOAD_PATH') load(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, frameBase, navigate, setNavigationHidden, recordRecentItem]);

  return (
    <iframe
      ref={frame}
      name={FRAME_NAME}
      title="Legacy page"
      src={`${frameBase}${framePath}`}
      style={{ display: 'block', width: '100%', height: 'calc(100vh - 160px)', border: 0 }}
    />
  );
}

/** Any /web path no page of ours owns: the legacy application's page in a frame. */
export function LegacyPageLoader() {
  const { shellConfig } = useShellSession();
  return <LegacyFrame legacyOrigin={shellConfig.legacyOrigin} />;
}
