import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BackgroundTask, TaskStatus } from '@tessera/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export interface TaskInput {
  id: string;
  organizationId: number;
  createdBy: number | null;
  payload: unknown;
  /** Reports progress in percent; also renews the lease so no other worker takes the task. */
  progress(percent: number): Promise<void>;
}

/** A handler may run twice (a lease that expired mid-run): it must be safe to run again. */
export type TaskHandler = (task: TaskInput) => Promise<unknown>;

/** An expected failure: its message (and result, such as the ids that failed) reach the caller. */
export class TaskFailure extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
  }
}

// Renewed every LEASE_MS / 3 while a handler awaits: CPU-heavy work belongs on worker threads
// (see jobParsePool in modules/jobs/importTask.ts), or the heartbeat stalls with the event loop.
const LEASE_MS = 30_000;
const POLL_MS = 1_000;
const MAX_ATTEMPTS = 3;
const CONCURRENCY = 2;

// Background work as rows of background_tasks, claimed with a lease so that several server
// processes (on PostgreSQL) share the work and a task of a crashed process is picked up again.
export class TaskRunner {
  private readonly handlers = new Map<string, TaskHandler>();
  private running = 0;
  private timer: NodeJS.Timeout | undefined;
  private draining = false;
  private stopped = true;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  register(type: string, handler: TaskHandler): void {
    this.handlers.set(type, handler);
  }

  async enqueue(
    input: { organizationId: number; type: string; payload: unknown; createdBy: number | null },
    executor: Kysely<Database> = this.db.kysely,
  ): Promise<BackgroundTask> {
    if (!this.handlers.has(input.type)) throw new Error(`no handler for task type ${input.type}`);
    const now = this.clock.now().toISOString();
    const id = crypto.randomUUID();
    await executor
      .insertInto('background_tasks')
      .values({
        id,
        organization_id: input.organizationId,
        type: input.type,
        status: 'RUNNING',
        progress: 0,
        error: null,
        payload: JSON.stringify(input.payload ?? null),
        result: null,
        attempts: 0,
        created_by: input.createdBy,
        created_at: now,
        updated_at: now,
        locked_until: null,
      })
      .execute();
    setImmediate(() => this.kick());
    return { id, status: 'RUNNING', progress: 0 };
  }

  async get(organizationId: number, id: string): Promise<BackgroundTask | undefined> {
    const row = await this.db.kysely
      .selectFrom('background_tasks')
      .select(['id', 'status', 'progress', 'error', 'result'])
      .where('id', '=', id)
      .where('organization_id', '=', organizationId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      status: row.status as TaskStatus,
      ...(row.progress !== null ? { progress: row.progress } : {}),
      ...(row.error !== null ? { error: row.error } : {}),
      ...(row.result !== null ? { result: JSON.parse(row.result) as unknown } : {}),
    };
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  /** Resolves once no task is running in this process (tests wait on it). */
  idle(): Promise<void> {
    if (this.running === 0 && !this.draining) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  get alive(): boolean {
    return !this.stopped;
  }

  private kick(): void {
    if (this.stopped || this.draining) return;
    this.draining = true;
    void this.drain()
      .catch((error: unknown) => this.log('task runner failed to claim work', error))
      .finally(() => {
        this.draining = false;
        this.notifyIdle();
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && this.running < CONCURRENCY) {
      const claimed = await this.claim();
      if (!claimed) return;
      this.running++;
      void this.execute(claimed).finally(() => {
        this.running--;
        this.notifyIdle();
        this.kick();
      });
    }
  }

  private async claim() {
    const db = this.db.kysely;
    const now = this.clock.now();
    const candidates = await db
      .selectFrom('background_tasks')
      .select(['id', 'type', 'organization_id', 'created_by', 'payload', 'attempts'])
      .where('status', '=', 'RUNNING')
      .where((eb) =>
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]),
      )
      .orderBy('created_at')
      .limit(5)
      .execute();
    for (const candidate of candidates) {
      const lease = new Date(now.getTime() + LEASE_MS).toISOString();
      const result = await db
        .updateTable('background_tasks')
        .set({
          locked_until: lease,
          attempts: candidate.attempts + 1,
          updated_at: now.toISOString(),
        })
        .where('id', '=', candidate.id)
        .where('attempts', '=', candidate.attempts)
        .where('status', '=', 'RUNNING')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1)
        return { ...candidate, attempts: candidate.attempts + 1 };
    }
    return undefined;
  }

  private async execute(task: {
    id: string;
    type: string;
    organization_id: number;
    created_by: number | null;
    payload: string;
    attempts: number;
  }): Promise<void> {
    const handler = this.handlers.get(task.type);
    if (!handler || task.attempts > MAX_ATTEMPTS) {
      await this.finish(
        task.id,
        'ERROR',
        null,
        handler ? 'The task was interrupted too often.' : `Unknown task type ${task.type}.`,
      );
      return;
    }
    // The heartbeat keeps the lease while the handler awaits; progress reports renew it too.
    const heartbeat = setInterval(() => {
      void this.renewLease(task.id).catch((error: unknown) =>
        this.log(`task ${task.id} heartbeat failed`, error),
      );
    }, LEASE_MS / 3);
    heartbeat.unref();
    try {
      const result = await handler({
        id: task.id,
        organizationId: task.organization_id,
        createdBy: task.created_by,
        payload: JSON.parse(task.payload) as unknown,
        progress: (percent) => this.progress(task.id, percent),
      });
      await this.finish(task.id, 'OK', result ?? null, null);
    } catch (error) {
      if (!(error instanceof TaskFailure)) this.log(`task ${task.type} ${task.id} failed`, error);
      const message = error instanceof Error ? error.message : String(error);
      const result = error instanceof TaskFailure ? error.result : null;
      await this.finish(task.id, 'ERROR', result, message);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async progress(id: string, percent: number): Promise<void> {
    const now = this.clock.now();
    await this.db.kysely
      .updateTable('background_tasks')
      .set({
        progress: Math.max(0, Math.min(100, percent)),
        locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  private async renewLease(id: string): Promise<void> {
    const now = this.clock.now();
    await this.db.kysely
      .updateTable('background_tasks')
      .set({ locked_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'RUNNING')
      .execute();
  }

  private async finish(
    id: string,
    status: TaskStatus,
    result: unknown,
    error: string | null,
  ): Promise<void> {
    await this.db.kysely
      .updateTable('background_tasks')
      .set({
        status,
        progress: status === 'OK' ? 100 : null,
        result: result === null ? null : JSON.stringify(result),
        error,
        locked_until: null,
        updated_at: this.clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  private notifyIdle(): void {
    if (this.running > 0 || this.draining) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
