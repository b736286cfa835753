import { useEffect, type RefObject } from 'react';
import { saveSegment } from '../../api/editor';
import { segmentAt, type SegmentPages } from './segmentPages';

/** The active segment's text the user changed and has not saved yet. */
export interface UnsavedText {
  row: number;
  text: string;
}

/**
 * Keeps the user's work when the tab closes or navigates away: the unsaved text is sent as a
 * draft that outlives the page, and the browser asks before leaving while saves are still running.
 */
export function useSaveOnLeave(
  jobPartId: number,
  current: RefObject<SegmentPages>,
  unsaved: RefObject<UnsavedText | null>,
  saving: RefObject<number>,
): void {
  useEffect(() => {
    const keepDraft = () => {
      const left = unsaved.current;
      const stored = left && segmentAt(current.current, left.row);
      if (!left || !stored) return;
      const draft = { jobPartId, segmentId: stored.id, target: left.text, version: stored.version };
      // The page is going away: nobody is left to show a failure to.
      void saveSegment({ ...draft, confirm: false }, true).catch(() => undefined);
    };
    const askWhileSaving = (event: BeforeUnloadEvent) => {
      if (saving.current > 0) event.preventDefault();
    };
    window.addEventListener('pagehide', keepDraft);
    window.addEventListener('beforeunload', askWhileSaving);
    return () => {
      window.removeEventListener('pagehide', keepDraft);
      window.removeEventListener('beforeunload', askWhileSaving);
    };
  }, [jobPartId, current, unsaved, saving]);
}
