import { createContext, useContext } from 'react';

export interface HelpControls {
  /** Opens the help panel on a topic of the catalogue, or on the current page's entry. */
  openHelp(topic?: string): void;
}

export const HelpContext = createContext<HelpControls>({ openHelp: () => undefined });

export function useHelp(): HelpControls {
  return useContext(HelpContext);
}
