import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConcordanceResult, SegmentComment } from '@tessera/contracts';
import { jobQaFlagsKey, segmentQaKey, type PanelSegment } from './editor';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

export const segmentCommentsKey = ['segmentComments'] as const;

/** GET /api/editor/comments: the segment's comments, oldest first. */
export function useSegmentCommentsQuery(at: PanelSegment) {
  return useQuery({
    queryKey: [...segmentCommentsKey, at.jobPart, at.segment],
    queryFn: () =>
      request<SegmentComment[]>('/api/editor/comments', {
        query: { jobPart: at.jobPart, segment: at.segment },
        failureMetric: 'loadSegmentCommentsFailed',
      }),
    enabled: at.segment > 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

// A comment added or resolved re-checks the segment's QA on the server: show its warnings anew.
function useCommentsChanged(at: PanelSegment) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: [...segmentCommentsKey, at.jobPart, at.segment],
    });
    void queryClient.invalidateQueries({ queryKey: [...segmentQaKey, at.jobPart, at.segment] });
    void queryClient.invalidateQueries({ queryKey: [...jobQaFlagsKey, at.jobPart] });
  };
}

/** POST /api/editor/comment: a new comment on the segment. */
export function useAddComment(at: PanelSegment) {
  const changed = useCommentsChanged(at);
  return useSubmitMutation({
    mutationFn: (text: string) =>
      request<SegmentComment>('/api/editor/comment', {
        method: 'POST',
        body: { jobPartId: at.jobPart, segmentId: at.segment, text },
        failureMetric: 'addSegmentCommentFailed',
      }),
    onSuccess: changed,
  });
}

/** PUT /api/editor/comment: resolves or reopens a comment. */
export function useResolveComment(at: PanelSegment) {
  const changed = useCommentsChanged(at);
  return useSubmitMutation({
    mutationFn: (change: { commentId: number; resolved: boolean }) =>
      request<SegmentComment>('/api/editor/comment', {
        method: 'PUT',
        body: { jobPartId: at.jobPart, ...change },
        failureMetric: 'resolveSegmentCommentFailed',
      }),
    onSuccess: changed,
  });
}

export interface ConcordanceSearch {
  text: string;
  side: 'source' | 'target';
}

/** GET /api/editor/concordance: memory units with the searched words, once a search is run. */
export function useConcordanceQuery(jobPart: number, search: ConcordanceSearch | null) {
  return useQuery({
    queryKey: ['concordance', jobPart, search?.text, search?.side],
    queryFn: () =>
      request<ConcordanceResult>('/api/editor/concordance', {
        query: { jobPart, q: search?.text, side: search?.side },
        failureMetric: 'concordanceSearchFailed',
      }),
    enabled: search !== null,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
