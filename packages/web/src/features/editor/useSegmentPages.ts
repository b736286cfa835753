import { useQueryClient } from '@tanstack/react-query';
import type { EditorSegment, EditorSegmentPage } from '@tessera/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  editorSegmentsKey,
  fetchEditorSegments,
  segmentPageKey,
  type SegmentsView,
} from '../../api/editor';
import { missingPages, PAGE_SIZE, withSegment, type SegmentPages } from './segmentPages';

/**
 * The job part's segments as far as they are loaded: the first page, then the pages of the rows
 * the grid shows (`load`), with saved segments put in place (`replace`); under a filter, the rows
 * are the segments it selects.
 */
export function useSegmentPages(first: EditorSegmentPage, view: SegmentsView) {
  const queryClient = useQueryClient();
  const jobPart = first.jobPartId;
  const [pages, setPages] = useState<SegmentPages>(() => new Map([[0, first.segments]]));
  const [failed, setFailed] = useState<unknown>(null);
  const loading = useRef(new Set<number>());
  const current = useRef(pages);
  // Pages saved while the editor was open are not what the cache holds: read them again next time.
  // Only this view's: the next view's first page may already be on its way.
  useEffect(
    () => () =>
      queryClient.removeQueries({
        queryKey: [...editorSegmentsKey, jobPart, view.search, view.generation],
      }),
    [queryClient, jobPart, view],
  );

  const load = useCallback(
    (rows: readonly number[]) => {
      for (const page of missingPages(current.current, rows)) {
        if (loading.current.has(page)) continue;
        loading.current.add(page);
        queryClient
          .fetchQuery({
            queryKey: segmentPageKey(jobPart, view, page),
            queryFn: () => fetchEditorSegments(jobPart, page * PAGE_SIZE, view.search),
            staleTime: Infinity,
          })
          .then((answer) => {
            current.current = new Map(current.current).set(page, answer.segments);
            setPages(current.current);
          })
          .catch(setFailed)
          .finally(() => loading.current.delete(page));
      }
    },
    [queryClient, jobPart, view],
  );

  // The ref changes at once: a confirm reads it to find the next unconfirmed segment.
  const replace = useCallback((segment: EditorSegment) => {
    current.current = withSegment(current.current, segment);
    setPages(current.current);
  }, []);

  return { pages, load, replace, failed, current };
}
