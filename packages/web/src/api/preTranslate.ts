import type { BackgroundTask, PreTranslateInput } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/job/preTranslate: a background task to poll (usePollTask). */
export function preTranslate(input: PreTranslateInput): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/job/preTranslate', {
    method: 'POST',
    body: input,
    failureMetric: 'preTranslateJobsFailed',
  });
}

export function usePreTranslate() {
  return useSubmitMutation({ mutationFn: preTranslate });
}
