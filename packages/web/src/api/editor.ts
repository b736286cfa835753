import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EDITOR_PAGE_DEFAULT,
  QA_PAGE_MAX,
  SegmentConflictDetails,
  type EditorSegment,
  type EditorSegmentPage,
  type MtSuggestion,
  type QaWarningPage,
  type SegmentChange,
  type SegmentSave,
  type SegmentSaved,
  type SegmentSearch,
  type TermSuggestions,
  type TmSuggestions,
} from '@tessera/contracts';
import { isApiError, request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

export const editorSegmentsKey = ['editorSegments'] as const;

/** The grid's filter and search (only what differs from showing all), and its reload count. */
export interface SegmentsView {
  search: Partial<SegmentSearch>;
  /** Raised when the segments changed behind the grid (a find and replace): pages are read anew. */
  generation: number;
}

export const allSegments: SegmentsView = { search: {}, generation: 0 };

/** GET /api/editor/segments: one page of a job part's segments (those the search selects) in file order. */
export function fetchEditorSegments(
  jobPart: number,
  offset: number,
  search: Partial<SegmentSearch> = {},
  limit = EDITOR_PAGE_DEFAULT,
): Promise<EditorSegmentPage> {
  return request<EditorSegmentPage>('/api/editor/segments', {
    query: { jobPart, offset, limit, ...search },
    failureMetric: 'loadEditorSegmentsFailed',
  });
}

/** The pages of one view of a job part: its segments as filtered, read since its last reload. */
export const segmentPageKey = (jobPart: number, view: SegmentsView, page: number) =>
  [...editorSegmentsKey, jobPart, view.search, view.generation, page] as const;

/** The first page of a job part, which also tells the editor its size and whether it may edit. */
export function useEditorFirstPageQuery(jobPart: number, view = allSegments, enabled = true) {
  return useQuery({
    queryKey: segmentPageKey(jobPart, view, 0),
    queryFn: () => fetchEditorSegments(jobPart, 0, view.search),
    enabled,
    // While another view loads, the page keeps what it knows (whether the part is editable).
    placeholderData: keepPreviousData,
    // The editor keeps its own copy of what it saved; a refetch would undo the user's place.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/editor/segment: a draft save (confirm false) or a confirm; `keepalive` outlives the page. */
export function saveSegment(body: SegmentSave, keepalive = false): Promise<SegmentSaved> {
  return request<SegmentSaved>('/api/editor/segment', {
    method: 'PUT',
    body,
    failureMetric: 'saveSegmentFailed',
    keepalive,
  });
}

/** The segment as it is now, when a save failed because someone else changed it first (409). */
export function conflictOf(error: unknown): EditorSegment | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = SegmentConflictDetails.safeParse(error.body.details);
  return parsed.success ? parsed.data.segment : null;
}

/** The active segment a side panel asks about. */
export interface PanelSegment {
  jobPart: number;
  segment: number;
}

export const segmentQaKey = ['segmentQaWarnings'] as const;
export const segmentHistoryKey = ['segmentHistory'] as const;
export const jobQaFlagsKey = ['jobQaFlags'] as const;

// A panel's answer stays as long as the segment is active; a save invalidates QA and history.
const panelQuery = <T>(
  key: readonly unknown[],
  path: string,
  at: PanelSegment,
  metric: string,
) => ({
  queryKey: [...key, at.jobPart, at.segment],
  queryFn: () =>
    request<T>(path, {
      query: { jobPart: at.jobPart, segment: at.segment },
      failureMetric: metric,
    }),
  // Until the grid has an active segment there is nothing to ask about.
  enabled: at.segment > 0,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

/** GET /api/editor/matches: the segment's best TM matches. */
export function useTmMatchesQuery(at: PanelSegment) {
  return useQuery(
    panelQuery<TmSuggestions>(['tmMatches'], '/api/editor/matches', at, 'loadTmMatchesFailed'),
  );
}

/** GET /api/editor/terms: the term base hits of the segment's source. */
export function useSegmentTermsQuery(at: PanelSegment) {
  return useQuery(
    panelQuery<TermSuggestions>(['segmentTerms'], '/api/editor/terms', at, 'loadTermsFailed'),
  );
}

/** GET /api/qa/warnings with a segment: the warnings of the last QA run on the segment. */
export function useSegmentQaQuery(at: PanelSegment) {
  return useQuery(
    panelQuery<QaWarningPage>(segmentQaKey, '/api/qa/warnings', at, 'loadSegmentQaFailed'),
  );
}

/** GET /api/editor/segmentHistory: every change of the segment, newest first. */
export function useSegmentHistoryQuery(at: PanelSegment) {
  return useQuery(
    panelQuery<SegmentChange[]>(
      segmentHistoryKey,
      '/api/editor/segmentHistory',
      at,
      'loadSegmentHistoryFailed',
    ),
  );
}

/** POST /api/editor/mt: asks the project's engine for the segment's translation. */
export function useMtSuggestion() {
  return useSubmitMutation({
    mutationFn: (at: PanelSegment) =>
      request<MtSuggestion>('/api/editor/mt', {
        method: 'POST',
        body: { jobPartId: at.jobPart, segmentId: at.segment },
        failureMetric: 'machineTranslateFailed',
      }),
  });
}

/** The segments of a job part with unresolved QA warnings, read page by page from GET /api/qa/warnings. */
export function useJobQaFlagsQuery(jobPart: number) {
  return useQuery({
    queryKey: [...jobQaFlagsKey, jobPart],
    queryFn: async () => {
      const flagged = new Set<number>();
      for (let offset = 0; ;) {
        const page = await request<QaWarningPage>('/api/qa/warnings', {
          query: { jobPart, offset, limit: QA_PAGE_MAX },
          failureMetric: 'loadJobQaFlagsFailed',
        });
        for (const warning of page.warnings) if (!warning.ignored) flagged.add(warning.segmentId);
        offset += page.warnings.length;
        if (page.warnings.length === 0 || offset >= page.total) return flagged;
      }
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
