import { request } from './http';
import { useScoringErrorsChanged } from './scoringErrors';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/scoring/error?id. */
export function deleteScoringError(id: number): Promise<void> {
  return request<void>('/api/scoring/error', {
    method: 'DELETE',
    query: { id },
    failureMetric: 'deleteScoringErrorFailed',
  });
}

export function useDeleteScoringError(jobPart: number) {
  const changed = useScoringErrorsChanged(jobPart);
  return useSubmitMutation({ mutationFn: deleteScoringError, onSuccess: changed });
}
