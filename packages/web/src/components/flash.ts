import { createContext, useContext, type ReactNode } from 'react';
import { shellMessages } from '@tessera/contracts';

export interface FlashMessage {
  type: 'success' | 'error' | 'warning' | 'info';
  header?: ReactNode;
  content?: ReactNode;
}

export interface FlashControls {
  /**
   * Shows a dismissible flash on the given page (by default the current one) until the user leaves
   * it, in place of any flash of its type; success and info flashes go away after a few seconds.
   */
  showFlash(message: FlashMessage, options?: { path?: string }): void;
}

export const FlashContext = createContext<FlashControls>({ showFlash: () => undefined });

export function useFlash(): FlashControls {
  return useContext(FlashContext);
}

/** The flash for a failure nobody expected (spec 002 section 8). */
export const genericFailureFlash: FlashMessage = {
  type: 'error',
  header: shellMessages.genericFlashHeader,
  content: shellMessages.genericFlashContent,
};
