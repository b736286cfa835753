import type { ScoringJob } from '@tessera/contracts';
import { request } from './http';
import { useScoringErrorsChanged } from './scoringErrors';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/scoring/complete?jobPart: finishes a post-delivery QA's scoring of its sample. */
export function completeScoring(jobPart: number): Promise<ScoringJob> {
  return request<ScoringJob>('/api/scoring/complete', {
    method: 'POST',
    query: { jobPart },
    failureMetric: 'completeScoringFailed',
  });
}

export function useCompleteScoring(jobPart: number) {
  const changed = useScoringErrorsChanged(jobPart);
  return useSubmitMutation({ mutationFn: () => completeScoring(jobPart), onSuccess: changed });
}
