import type { NewScoringErrorBody, ScoringError } from '@tessera/contracts';
import { request } from './http';
import { useScoringErrorsChanged } from './scoringErrors';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/scoring/error: records an error on a segment of the part. */
export function addScoringError(error: NewScoringErrorBody): Promise<ScoringError> {
  return request<ScoringError>('/api/scoring/error', {
    method: 'POST',
    body: error,
    failureMetric: 'addScoringErrorFailed',
  });
}

export function useAddScoringError(jobPart: number) {
  const changed = useScoringErrorsChanged(jobPart);
  return useSubmitMutation({ mutationFn: addScoringError, onSuccess: changed });
}
