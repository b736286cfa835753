import { useQuery } from '@tanstack/react-query';
import { BACKGROUND_TASK_POLL_MS, type JobLastTask, type JobTaskState } from '@tessera/contracts';
import { request } from './http';

export interface JobBackgroundTasks {
  jobPartId: number;
  creationTask: JobTaskState;
  lastTask: JobLastTask;
}

/** GET /web/api/v9/job/getBackgroundTasksBulk?jobPart=…: the creation and last task of each part. */
export function fetchJobBackgroundTasks(
  jobParts: readonly number[],
): Promise<JobBackgroundTasks[]> {
  return request<JobBackgroundTasks[]>('/web/api/v9/job/getBackgroundTasksBulk', {
    query: { jobPart: jobParts },
    failureMetric: 'loadBackgroundTasksFailed',
  });
}

export const isJobTaskRunning = (task: JobBackgroundTasks) =>
  task.creationTask.status === 'RUNNING' || task.lastTask.status === 'RUNNING';
const running = (tasks: readonly JobBackgroundTasks[] | undefined) =>
  tasks?.some(isJobTaskRunning) ?? false;

/** Polls the tasks of the given parts every second while any of them runs (spec 001 section 4). */
export function useJobBackgroundTasksQuery(jobParts: readonly number[]) {
  return useQuery({
    queryKey: ['jobBackgroundTasks', jobParts],
    queryFn: () => fetchJobBackgroundTasks(jobParts),
    enabled: jobParts.length > 0,
    refetchInterval: (query) => (running(query.state.data) ? BACKGROUND_TASK_POLL_MS : false),
  });
}
