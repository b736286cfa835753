import type { SegmentReplace, SegmentsReplaced } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/editor/replace: find and replace in the targets of a job part's segments. */
export function useReplaceInTargets() {
  return useSubmitMutation({
    mutationFn: (body: SegmentReplace) =>
      request<SegmentsReplaced>('/api/editor/replace', {
        method: 'POST',
        body,
        failureMetric: 'replaceInTargetsFailed',
      }),
  });
}
