import { editorMessages, format, type EditorSegment } from '@tessera/contracts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  conflictOf,
  jobQaFlagsKey,
  saveSegment,
  segmentHistoryKey,
  segmentQaKey,
} from '../../api/editor';
import { messageOf } from '../../api/http';
import { editorLabels } from './editorLabels';
import { nextUnconfirmed, segmentAt, type SegmentPages } from './segmentPages';
import type { EditorFlash } from './useEditorFlash';
import { useSaveOnLeave, type UnsavedText } from './useSaveOnLeave';

interface Options {
  jobPartId: number;
  total: number;
  editable: boolean;
  pages: SegmentPages;
  /** The pages as the last save left them, read when a queued save runs. */
  current: RefObject<SegmentPages>;
  replace(segment: EditorSegment): void;
  flash(message: EditorFlash): void;
}

/**
 * The active segment and its unsaved text. Saves run one after another and read the segment's
 * version when they run, so a confirm right after a draft save never conflicts with itself.
 */
export function useSegmentEditing(options: Options) {
  const { jobPartId, total, editable, pages, current, replace, flash } = options;
  const [active, setActive] = useState(0);
  const [draft, setDraft] = useState<{ id: number; text: string } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const saving = useRef(0);
  const queryClient = useQueryClient();
  const segment = segmentAt(pages, active);
  const text = segment && draft?.id === segment.id ? draft.text : (segment?.target ?? '');
  const readOnly = !editable || !segment || segment.locked;

  const save = useCallback(
    (row: number, target: string, confirm: boolean): Promise<EditorSegment | null> => {
      saving.current += 1;
      const run = queue.current.then(async () => {
        const stored = segmentAt(current.current, row);
        if (!stored) return null;
        try {
          const saved = await saveSegment({
            jobPartId,
            segmentId: stored.id,
            target,
            version: stored.version,
            confirm,
          });
          replace(saved.segment);
          // A save reruns the segment's QA and adds a change: the side panels show both anew.
          void queryClient.invalidateQueries({ queryKey: [...segmentQaKey, jobPartId, stored.id] });
          void queryClient.invalidateQueries({ queryKey: [...jobQaFlagsKey, jobPartId] });
          void queryClient.invalidateQueries({
            queryKey: [...segmentHistoryKey, jobPartId, stored.id],
          });
          return saved.segment;
        } catch (error) {
          const newer = conflictOf(error);
          if (newer) {
            replace(newer);
            setDraft((shown) => (shown?.id === newer.id ? null : shown));
            flash({
              type: 'warning',
              header: editorLabels.conflictHeader,
              content: format(editorMessages.versionConflict, {
                user: newer.modifiedBy?.userName ?? '',
              }),
            });
          } else
            flash({
              type: 'error',
              content: format(editorLabels.saveFailed, {
                n: String(stored.ordinal),
                error: messageOf(error),
              }),
            });
          return null;
        }
      });
      void run.finally(() => (saving.current -= 1));
      queue.current = run;
      return run;
    },
    [jobPartId, current, replace, flash, queryClient],
  );

  // Switching to another job of the queue leaves the segment too: its changed text is kept.
  const unsaved = useRef<UnsavedText | null>(null);
  useEffect(() => {
    unsaved.current =
      !readOnly && segment && text !== segment.target ? { row: active, text } : null;
  });
  useEffect(
    () => () => {
      if (unsaved.current) void save(unsaved.current.row, unsaved.current.text, false);
    },
    [save],
  );

  useSaveOnLeave(jobPartId, current, unsaved, saving);

  /** Makes another row active; the one left keeps its changed text as a draft. */
  const activate = useCallback(
    (row: number) => {
      if (row === active || row < 0 || row >= total) return;
      if (!readOnly && segment && text !== segment.target) void save(active, text, false);
      setDraft(null);
      setActive(row);
    },
    [active, total, readOnly, segment, text, save],
  );

  const confirm = useCallback(async () => {
    if (readOnly) return;
    const row = active;
    const confirmed = await save(row, text, true);
    if (!confirmed) return;
    setDraft(null);
    const next = nextUnconfirmed(current.current, row, total);
    if (next !== null) setActive(next);
  }, [readOnly, active, text, save, current, total]);

  const edit = useCallback(
    (value: string) => {
      if (segment && !readOnly) setDraft({ id: segment.id, text: value });
    },
    [segment, readOnly],
  );

  return { active, segment, text, readOnly, activate, confirm, edit };
}
