import { useQuery } from '@tanstack/react-query';
import {
  EDITOR_PAGE_DEFAULT,
  SegmentConflictDetails,
  type EditorSegment,
  type EditorSegmentPage,
  type SegmentSave,
  type SegmentSaved,
} from '@tessera/contracts';
import { isApiError, request } from './http';

export const editorSegmentsKey = ['editorSegments'] as const;

/** GET /api/editor/segments: one page of a job part's segments in file order. */
export function fetchEditorSegments(
  jobPart: number,
  offset: number,
  limit = EDITOR_PAGE_DEFAULT,
): Promise<EditorSegmentPage> {
  return request<EditorSegmentPage>('/api/editor/segments', {
    query: { jobPart, offset, limit },
    failureMetric: 'loadEditorSegmentsFailed',
  });
}

/** The first page of a job part, which also tells the editor its size and whether it may edit. */
export function useEditorFirstPageQuery(jobPart: number, enabled = true) {
  return useQuery({
    queryKey: [...editorSegmentsKey, jobPart, 0],
    queryFn: () => fetchEditorSegments(jobPart, 0),
    enabled,
    // The editor keeps its own copy of what it saved; a refetch would undo the user's place.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/editor/segment: a draft save (confirm false) or a confirm. */
export function saveSegment(body: SegmentSave): Promise<SegmentSaved> {
  return request<SegmentSaved>('/api/editor/segment', {
    method: 'PUT',
    body,
    failureMetric: 'saveSegmentFailed',
  });
}

/** The segment as it is now, when a save failed because someone else changed it first (409). */
export function conflictOf(error: unknown): EditorSegment | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = SegmentConflictDetails.safeParse(error.body.details);
  return parsed.success ? parsed.data.segment : null;
}
