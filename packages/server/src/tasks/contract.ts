import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BackgroundTask } from '@tessera/contracts';
import type { Database } from '../db/schema.js';

/** What a handler knows of the task it runs. */
export interface TaskInput {
  id: string;
  organizationId: number;
  createdBy: number | null;
  payload: unknown;
  /** 1 on the first run; a retry or a takeover after a crash counts on. */
  attempt: number;
  /** Reports progress in percent; throws TaskLost once another worker has taken the task over. */
  progress(percent: number): Promise<void>;
}

/** A handler may run again (retry, crash): it must be safe to run twice, and all or nothing. */
export type TaskHandler = (task: TaskInput) => Promise<unknown>;

/** The task as it ended ERROR, for the type's undo. */
export type FailedTask = Omit<TaskInput, 'progress'>;

export interface TaskOptions {
  /** Undoes what the task wrote; runs once when the task ends ERROR, also after a crash. */
  onFailed?: (task: FailedTask) => Promise<void>;
}

export interface NewTask {
  organizationId: number;
  type: string;
  payload: unknown;
  createdBy: number | null;
}

/**
 * Background work behind one contract: pg-boss on PostgreSQL, an in-process runner on SQLite.
 * Tasks belong to an organization and their state is read through GET /api/backgroundTask;
 * schedules are the server's own recurring work (mail delivery, sweeps).
 */
export interface TaskQueue {
  register(type: string, handler: TaskHandler, options?: TaskOptions): void;
  /** Queues a task; with an executor, in the caller's transaction (it runs only once committed). */
  enqueue(task: NewTask, executor?: Kysely<Database>): Promise<BackgroundTask>;
  get(organizationId: number, id: string): Promise<BackgroundTask | undefined>;
  /** Runs `run` every `everyMinutes` minutes in one process at a time, retried with backoff. */
  schedule(name: string, everyMinutes: number, run: () => Promise<unknown>): void;
  /** The names of the registered schedules, as the engine keeps them. */
  schedules(): Promise<string[]>;
  /** Runs a schedule's work now (at start, or when a test asks). */
  trigger(name: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once nothing is due or running in this process (tests wait on it). */
  idle(): Promise<void>;
  readonly alive: boolean;
}

/** An expected failure: its message (and result, such as the ids that failed) reach the caller. */
export class TaskFailure extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

/** The task was taken over by another worker after this one's lease or expiry ran out. */
export class TaskLost extends Error {
  constructor(id: string) {
    super(`task ${id} was taken over by another worker`);
  }
}

/** Runs of a task before it ends ERROR: retries of an unexpected error and crashes count alike. */
export const MAX_ATTEMPTS = 3;

export interface TaskSettings {
  /** First retry delay, doubled at each further retry. */
  retryDelaySeconds: number;
  /** PostgreSQL: a task running longer is taken for crashed and retried. */
  expireSeconds: number;
  /** PostgreSQL: how often an idle process looks for work. */
  pollSeconds: number;
}

export type TaskLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Backoff of the retry after the given attempt: the delay doubles from one retry to the next. */
export function retryDelayMs(settings: TaskSettings, attempt: number): number {
  return settings.retryDelaySeconds * 1000 * 2 ** (attempt - 1);
}
