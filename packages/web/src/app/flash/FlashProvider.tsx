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

/** Holds the shell's flashes: each belongs to one page and is dropped when the user leaves it. */
export function FlashProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [flashes, setFlashes] = useState<readonly ShownFlash[]>([]);

  useEffect(() => {
    setFlashes((current) => current.filter((flash) => flash.path === pathname));
  }, [pathname]);

  const showFlash = useCallback<FlashControls['showFlash']>(
    (message, options) => {
      const flash = { ...message, id: nextFlashId++, path: options?.path ?? pathname };
      setFlashes((current) => [...current, flash]);
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
