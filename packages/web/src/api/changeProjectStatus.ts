import { useMutation } from '@tanstack/react-query';
import type { BackgroundTask, ProjectBulkStatusInput } from '@tessera/contracts';
import { request } from './http';

/** POST /api/project/setStatusBulkAsync: a background task to poll (usePollTask). */
export function changeProjectStatus(input: ProjectBulkStatusInput): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/project/setStatusBulkAsync', {
    method: 'POST',
    body: input,
    failureMetric: 'changeProjectStatusFailed',
  });
}

export function useChangeProjectStatus() {
  return useMutation({ mutationFn: changeProjectStatus });
}
