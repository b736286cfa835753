import type { AnalysisCreateInput, BackgroundTask } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/analysis/create: starts the analysis as a background task to poll (usePollTask). */
export function createAnalysis(input: AnalysisCreateInput): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/analysis/create', {
    method: 'POST',
    body: input,
    failureMetric: 'createAnalysisFailed',
  });
}

export function useCreateAnalysis() {
  return useSubmitMutation({ mutationFn: createAnalysis });
}
