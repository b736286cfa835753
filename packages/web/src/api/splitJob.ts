import { useQueryClient } from '@tanstack/react-query';
import {
  splitCalls,
  type SplitBodies,
  type SplitMode,
  type SplitResponse,
} from '@tessera/contracts';
import { request } from './http';
import { jobSegmentsCountsKey } from './jobSegmentsCounts';
import { projectJobsKey } from './projectJobs';
import { useSubmitMutation } from './useSubmitMutation';

/** One split: the mode picks the call, its body goes with it. */
export type SplitJob = {
  [M in SplitMode]: { jobParts: readonly number[]; mode: M; body: SplitBodies[M] };
}[SplitMode];

/**
 * POST /web/api/v9/job/splitByPartsCount | splitByPartSize | splitByWordCount |
 * splitAfterSegment?jobPart=…: cuts each job into parts (spec 001 section 7); the four calls
 * differ only in their path and body, so one fetcher serves them.
 */
export function splitJob({ jobParts, mode, body }: SplitJob): Promise<SplitResponse> {
  return request<SplitResponse>(`/web/api/v9/job/${splitCalls[mode]}`, {
    method: 'POST',
    query: { jobPart: jobParts },
    body,
    failureMetric: 'splitJobFailed',
  });
}

export function useSplitJob() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: splitJob,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: projectJobsKey });
      await queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
    },
  });
}
