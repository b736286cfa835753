import type { Kysely } from 'kysely';
import type { BackgroundTask } from '@tessera/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { runAttempt } from './attempt.js';
import { TaskRegistry } from './registry.js';
import {
  retryDelayMs,
  type NewTask,
  type TaskLog,
  type TaskQueue,
  type TaskSettings,
} from './contract.js';
import { LocalSchedules } from './localSchedules.js';
import { claimedColumns, type ClaimedTask } from './taskRows.js';

// Renewed every LEASE_MS / 3 while a handler awaits: CPU-heavy work belongs on worker threads
// (see jobParsePool in modules/jobs/importTask.ts), or the heartbeat stalls with the event loop.
const LEASE_MS = 30_000;
const POLL_MS = 1_000;
const CONCURRENCY = 2;

/**
 * The embedded (SQLite) engine: tasks are rows of background_tasks claimed with a lease, in this
 * process. A retry or a crashed run's task is claimed again once its lease has run out.
 */
export class LocalTaskQueue extends TaskRegistry implements TaskQueue {
  private readonly recurring: LocalSchedules;
  private running = 0;
  private timer: NodeJS.Timeout | undefined;
  private draining = false;
  private stopped = true;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: TaskSettings,
    private readonly log: TaskLog,
  ) {
    super(db.kysely, clock);
    this.recurring = new LocalSchedules(settings, log);
  }

  async enqueue(
    task: NewTask,
    executor: Kysely<Database> = this.db.kysely,
  ): Promise<BackgroundTask> {
    const id = await this.insertTask(task, executor);
    setImmediate(() => this.kick());
    return { id, status: 'RUNNING', progress: 0 };
  }

  schedule(name: string, everyMinutes: number, run: () => Promise<unknown>): void {
    this.recurring.add(name, everyMinutes, run);
  }

  async schedules(): Promise<string[]> {
    return this.recurring.names();
  }

  async trigger(name: string): Promise<void> {
    this.recurring.trigger(name);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.recurring.start();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.recurring.stop();
    await this.idle();
  }

  async idle(): Promise<void> {
    await this.recurring.idle();
    if (this.running === 0 && !this.draining) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  get alive(): boolean {
    return !this.stopped;
  }

  private kick(): void {
    if (this.stopped || this.draining) return;
    this.draining = true;
    void this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'task runner failed to claim work'))
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
      void this.execute(claimed)
        .catch((error: unknown) => this.log.error({ err: error }, `task ${claimed.id} failed`))
        .finally(() => {
          this.running--;
          this.notifyIdle();
          this.kick();
        });
    }
  }

  private leaseFromNow(ms = LEASE_MS): string {
    return new Date(this.clock.now().getTime() + ms).toISOString();
  }

  // A conditional UPDATE on the attempt count: of two claims of one row only one holds.
  private async claim(): Promise<ClaimedTask | undefined> {
    const db = this.db.kysely;
    const now = this.clock.now().toISOString();
    const candidates = await db
      .selectFrom('background_tasks')
      .select(claimedColumns)
      .where('status', '=', 'RUNNING')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('created_at')
      .limit(5)
      .execute();
    for (const candidate of candidates) {
      const result = await db
        .updateTable('background_tasks')
        .set({
          locked_until: this.leaseFromNow(),
          attempts: candidate.attempts + 1,
          updated_at: now,
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

  private async execute(task: ClaimedTask): Promise<void> {
    // The heartbeat keeps the lease while the handler awaits; progress reports renew it too.
    const heartbeat = setInterval(() => {
      void this.rows
        .update(task, { locked_until: this.leaseFromNow() })
        .catch((error: unknown) =>
          this.log.error({ err: error }, `task ${task.id} heartbeat failed`),
        );
    }, LEASE_MS / 3);
    heartbeat.unref();
    try {
      const outcome = await runAttempt(this.rows, this.types, this.log, task, () =>
        this.leaseFromNow(),
      );
      // A retry waits out its backoff as a lease nobody holds.
      if (outcome === 'retry')
        await this.rows.update(task, {
          locked_until: this.leaseFromNow(retryDelayMs(this.settings, task.attempts)),
        });
    } finally {
      clearInterval(heartbeat);
    }
  }

  private notifyIdle(): void {
    if (this.running > 0 || this.draining) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
