import type { BackgroundTask, PseudoTranslateInput } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/pseudoTranslate: a background task to poll (usePollTask). */
export function pseudoTranslate(input: PseudoTranslateInput): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/job/pseudoTranslate', {
    method: 'POST',
    body: input,
    failureMetric: 'pseudoTranslateJobsFailed',
  });
}

export function usePseudoTranslate() {
  return useSubmitMutation({ mutationFn: pseudoTranslate });
}
