import { useSyncExternalStore } from 'react';
import { NARROW_LAYOUT_MAX_WIDTH } from '@tessera/contracts';

const query = `(max-width: ${NARROW_LAYOUT_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True at the narrow-layout breakpoint (max width 1000px), where the navigation starts closed. */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
