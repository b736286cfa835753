import { createContext, useContext } from 'react';
import type { RecentItem } from './recentItems';

/** What an embedded legacy page may change in the shell around it. */
export interface ShellControls {
  setNavigationHidden(hidden: boolean): void;
  recordRecentItem(item: RecentItem): void;
}

export const ShellControlsContext = createContext<ShellControls>({
  setNavigationHidden: () => undefined,
  recordRecentItem: () => undefined,
});

export function useShellControls(): ShellControls {
  return useContext(ShellControlsContext);
}
