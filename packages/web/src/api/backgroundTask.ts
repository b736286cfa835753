import { useQuery } from '@tanstack/react-query';
import { BACKGROUND_TASK_POLL_MS, type BackgroundTask } from '@tessera/contracts';
import { request } from './http';

/** GET /api/backgroundTask?id=. */
export function fetchBackgroundTask(id: string): Promise<BackgroundTask> {
  return request<BackgroundTask>('/api/backgroundTask', {
    query: { id },
    failureMetric: 'loadBackgroundTaskFailed',
  });
}

export function isFinished(task: BackgroundTask | undefined): boolean {
  return task?.status === 'OK' || task?.status === 'ERROR';
}

/** Polls a background task every second until it ends as OK or ERROR (spec 002 section 4). */
export function usePollTask(taskId: string | null | undefined) {
  return useQuery({
    queryKey: ['backgroundTask', taskId],
    queryFn: () => fetchBackgroundTask(taskId ?? ''),
    enabled: Boolean(taskId),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : BACKGROUND_TASK_POLL_MS),
  });
}
