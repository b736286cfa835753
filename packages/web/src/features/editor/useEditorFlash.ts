import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useCallback, useState } from 'react';

export interface EditorFlash {
  type: 'success' | 'error' | 'warning' | 'info';
  header?: string;
  content: string;
}

/** The editor page's own flashes (it has no shell): one of each type, dismissible. */
export function useEditorFlash() {
  const [flashes, setFlashes] = useState<readonly EditorFlash[]>([]);
  const show = useCallback((flash: EditorFlash) => {
    setFlashes((current) => [...current.filter((shown) => shown.type !== flash.type), flash]);
  }, []);
  const items: FlashbarProps.MessageDefinition[] = flashes.map((flash) => ({
    ...flash,
    id: flash.type,
    dismissible: true,
    dismissLabel: 'Dismiss',
    onDismiss: () => setFlashes((current) => current.filter((shown) => shown !== flash)),
  }));
  return { show, items };
}
