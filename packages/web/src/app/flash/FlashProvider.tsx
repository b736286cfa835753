import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { FlashContext, type FlashControls, type FlashMessage } from '../../components/flash';

interface ShownFlash extends FlashMessage {
  id: number;
  path: string;
}

interface FlashState {
  flashes: readonly ShownFlash[];
  dismiss(id: number): void;
}

const FlashStateContext = createContext<FlashState>({ flashes: [], dismiss: () => undefined });

export function useFlashState(): FlashState {
  return useContext(FlashStateContext);
}

let nextFlashId = 1;
// Confirmations read at a glance go away by themselves; errors and warnings wait for the user.
export const FLASH_AUTO_DISMISS_MS = 6000;
const autoDismissed: ReadonlySet<FlashMessage['type']> = new Set(['success', 'info']);

/**
 * Holds the shell's flashes: each belongs to one page and is dropped when the user leaves it;
 * a new flash replaces the one of its kind, so they never pile up.
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [flashes, setFlashes] = useState<readonly ShownFlash[]>([]);

  useEffect(() => {
    setFlashes((current) => current.filter((flash) => flash.path === pathname));
  }, [pathname]);

  const showFlash = useCallback<FlashControls['showFlash']>(
    (message, options) => {
      const flash = { ...message, id: nextFlashId++, path: options?.path ?? pathname };
      setFlashes((current) => [...current.filter((shown) => shown.type !== flash.type), flash]);
      if (autoDismissed.has(flash.type))
        setTimeout(
          () => setFlashes((current) => current.filter((shown) => shown.id !== flash.id)),
          FLASH_AUTO_DISMISS_MS,
        );
    },
    [pathname],
  );
  const dismiss = useCallback((id: number) => {
    setFlashes((current) => current.filter((flash) => flash.id !== id));
  }, []);

  const controls = useMemo(() => ({ showFlash }), [showFlash]);
  const state = useMemo(() => ({ flashes, dismiss }), [flashes, dismiss]);
  return (
    <FlashContext value={controls}>
      <FlashStateContext value={state}>{children}</FlashStateContext>
    </FlashContext>
  );
}
