import {
  MAX_ATTEMPTS,
  TaskFailure,
  TaskLost,
  type FailedTask,
  type TaskHandler,
  type TaskLog,
  type TaskOptions,
} from './contract.js';
import type { ClaimedTask, TaskRows } from './taskRows.js';

export interface TaskType {
  handler: TaskHandler;
  options: TaskOptions;
}

/** How a run ended: the task is finished, should run again later, or belongs to another worker. */
export type AttemptOutcome = 'finished' | 'retry' | 'lost';

export const interruptedTooOften = 'The task was interrupted too often.';

/**
 * One run of a task, the same on both engines: the handler's result or error is written only
 * while this run still owns the task; an unexpected error is retried up to MAX_ATTEMPTS runs;
 * a task that ends ERROR has its type's onFailed run first, so it leaves nothing half-written.
 */
export async function runAttempt(
  rows: TaskRows,
  types: ReadonlyMap<string, TaskType>,
  log: TaskLog,
  task: ClaimedTask,
  progressLease?: () => string,
): Promise<AttemptOutcome> {
  const type = types.get(task.type);
  const failed: FailedTask = {
    id: task.id,
    organizationId: task.organization_id,
    createdBy: task.created_by,
    payload: JSON.parse(task.payload) as unknown,
    attempt: task.attempts,
  };
  const fail = async (message: string, result: unknown = null): Promise<AttemptOutcome> => {
    if (!(await rows.owns(task))) return 'lost';
    await type?.options.onFailed?.(failed);
    await rows.finish(task, 'ERROR', result, message);
    log.info({ taskId: task.id, type: task.type, attempt: task.attempts }, 'task failed');
    return 'finished';
  };
  if (!type) return fail(`Unknown task type ${task.type}.`);
  if (task.attempts > MAX_ATTEMPTS) return fail(interruptedTooOften);
  log.info({ taskId: task.id, type: task.type, attempt: task.attempts }, 'task started');
  try {
    const result = await type.handler({
      ...failed,
      progress: (percent) => rows.progress(task, percent, progressLease?.()),
    });
    if (!(await rows.finish(task, 'OK', result ?? null, null))) return 'lost';
    log.info({ taskId: task.id, type: task.type, attempt: task.attempts }, 'task finished');
    return 'finished';
  } catch (error) {
    if (error instanceof TaskLost) return 'lost';
    if (error instanceof TaskFailure) return fail(error.message, error.result);
    log.error({ err: error, taskId: task.id }, `task ${task.type} failed`);
    if (task.attempts < MAX_ATTEMPTS) return 'retry';
    return fail(error instanceof Error ? error.message : String(error));
  }
}
