import type { BackgroundTask, ProjectBulkStatusInput } from '@tessera/contracts';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/project/setStatusBulkAsync: a background task to poll (usePollTask). */
export function changeProjectStatus(input: ProjectBulkStatusInput): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/project/setStatusBulkAsync', {
    method: 'POST',
    body: input,
    failureMetric: 'changeProjectStatusFailed',
  });
}

export function useChangeProjectStatus() {
  return useSubmitMutation({ mutationFn: changeProjectStatus });
}
