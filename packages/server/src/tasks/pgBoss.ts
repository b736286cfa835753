import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { BackgroundTask } from '@tessera/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { runAttempt } from './attempt.js';
import { announceQueuedTask, TaskWakeups } from './pgWakeups.js';
import { TaskRegistry } from './registry.js';
import {
  MAX_ATTEMPTS,
  type NewTask,
  type TaskLog,
  type TaskQueue,
  type TaskSettings,
} from './contract.js';

// Every organization's task goes through one queue; its job carries only the task's id.
const TASK_QUEUE = 'tessera.tasks';
const SCHEMA = 'pgboss';
const CONCURRENCY = 2;
const IDLE_POLL_MS = 50;
// An advisory lock key of our own, held while pg-boss starts or creates a queue.
const START_LOCK = 7_360_373;

export const TASK_RECOVERY = 'tasks.recover';
const RECOVERY_EVERY_MINUTES = 5;
// A RUNNING task without a live job whose row has not changed for this long has lost its job.
const ORPHAN_AFTER_MS = 60_000;

interface TaskJob {
  taskId: string;
}

/** A cron expression for "every n minutes" (n under an hour, or whole hours). */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  return `0 */${Math.round(minutes / 60)} * * *`;
}

// pg-boss writes its job through the caller's transaction, so the task runs only once committed.
function inTransaction(executor: Kysely<Database>): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values as unknown[]));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * The PostgreSQL engine: pg-boss claims jobs with SKIP LOCKED, so every server process on the
 * database shares the work; it retries with backoff, expires a run that went silent (a crashed
 * process) and runs cron schedules once across processes. The background_tasks row stays the
 * state the API reads; each run takes the row over with a new attempt number.
 */
export class PgBossTaskQueue extends TaskRegistry implements TaskQueue {
  private readonly boss: PgBoss;
  private readonly wakeups: TaskWakeups;
  private readonly recurring = new Map<
    string,
    { everyMinutes: number; run: () => Promise<unknown> }
  >();
  private readonly workers = new Map<string, string[]>();
  private running = 0;
  private started = false;
  // Schedules added after start are set up in order; schedules() and trigger() wait for them.
  private settingUp = Promise.resolve();

  constructor(
    private readonly db: Db,
    databaseUrl: string,
    private readonly clock: Clock,
    private readonly settings: TaskSettings,
    private readonly log: TaskLog,
  ) {
    super(db.kysely, clock);
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      application_name: 'tessera-tasks',
      // Expired runs are found by maintenance: look often enough for the expiry to mean something.
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.ceil(settings.expireSeconds / 4))),
    });
    this.recurring.set(TASK_RECOVERY, {
      everyMinutes: RECOVERY_EVERY_MINUTES,
      run: () => this.recoverOrphans(),
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'pg-boss failed'));
    this.wakeups = new TaskWakeups(databaseUrl, () => this.notify(TASK_QUEUE), log);
  }

  async enqueue(
    task: NewTask,
    executor: Kysely<Database> = this.db.kysely,
  ): Promise<BackgroundTask> {
    const send = async (trx: Kysely<Database>) => {
      const id = await this.insertTask(task, trx);
      await this.boss.send(TASK_QUEUE, { taskId: id }, { db: inTransaction(trx) });
      await announceQueuedTask(trx);
      return id;
    };
    if (executor.isTransaction) {
      const id = await send(executor);
      return { id, status: 'RUNNING', progress: 0 };
    }
    const id = await this.db.kysely.transaction().execute(send);
    this.notify(TASK_QUEUE);
    return { id, status: 'RUNNING', progress: 0 };
  }

  schedule(name: string, everyMinutes: number, run: () => Promise<unknown>): void {
    this.recurring.set(name, { everyMinutes, run });
    if (!this.started) return;
    this.settingUp = this.settingUp
      .then(() => this.startSchedule(name))
      .catch((error: unknown) =>
        this.log.error({ err: error }, `schedule ${name} failed to start`),
      );
  }

  async schedules(): Promise<string[]> {
    await this.settingUp;
    return (await this.boss.getSchedules()).map((schedule) => schedule.name);
  }

  async trigger(name: string): Promise<void> {
    await this.settingUp;
    await this.boss.send(name, {});
    this.notify(name);
  }

  async start(): Promise<void> {
    await this.oneProcessAtATime(async () => {
      await this.boss.start();
      await this.boss.createQueue(TASK_QUEUE, { name: TASK_QUEUE, ...this.retries(MAX_ATTEMPTS) });
    });
    // One run past the last attempt ends the task of a crashed run as ERROR (see runAttempt).
    await this.work(TASK_QUEUE, CONCURRENCY, (job: PgBoss.Job<TaskJob>) => this.runTask(job));
    await this.wakeups.start();
    this.started = true;
    for (const name of this.recurring.keys()) await this.startSchedule(name);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.wakeups.stop();
    await this.boss.stop({ graceful: true, wait: true });
  }

  async idle(): Promise<void> {
    while (this.started && (this.running > 0 || (await this.dueJobs()) > 0))
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }

  get alive(): boolean {
    return this.started;
  }

  // pg-boss's first start installs its schema and a new queue creates a table: two processes
  // doing either at once deadlock, so they take turns under an advisory lock.
  private async oneProcessAtATime(work: () => Promise<unknown>): Promise<void> {
    await this.db.kysely.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
      try {
        await work();
      } finally {
        await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
      }
    });
  }

  private retries(retryLimit: number) {
    return {
      retryLimit,
      retryDelay: Math.max(1, Math.round(this.settings.retryDelaySeconds)),
      retryBackoff: true,
      expireInSeconds: Math.max(1, Math.round(this.settings.expireSeconds)),
    };
  }

  private async startSchedule(name: string): Promise<void> {
    const entry = this.recurring.get(name);
    if (!entry) return;
    // 'stately': one run waits at most while one runs; further cron ticks are dropped.
    await this.oneProcessAtATime(() =>
      this.boss.createQueue(name, { name, policy: 'stately', ...this.retries(MAX_ATTEMPTS - 1) }),
    );
    await this.work(name, 1, async () => {
      await entry.run();
    });
    await this.boss.schedule(name, cronEvery(entry.everyMinutes));
  }

  private async work<T extends object>(
    queue: string,
    workers: number,
    handle: (job: PgBoss.Job<T>) => Promise<void>,
  ): Promise<void> {
    const ids: string[] = [];
    for (let index = 0; index < workers; index++)
      ids.push(
        await this.boss.work<T>(
          queue,
          { batchSize: 1, pollingIntervalSeconds: this.settings.pollSeconds },
          async (jobs) => {
            this.running++;
            try {
              for (const job of jobs) await handle(job);
            } finally {
              this.running--;
            }
          },
        ),
      );
    this.workers.set(queue, ids);
  }

  private async runTask(job: PgBoss.Job<TaskJob>): Promise<void> {
    const task = await this.rows.takeOver(job.data.taskId);
    if (!task) return;
    const outcome = await runAttempt(this.rows, this.types, this.log, task);
    // Failing the job hands the retry and its backoff to pg-boss.
    if (outcome === 'retry') throw new Error(`task ${task.id} will be retried`);
  }

  /**
   * pg-boss 10 knows a job by its id only: a stale run that completes after a takeover completes
   * the new run's job too, and should the new run then crash its task has no job left. Such a
   * task gets a new job, whose run finishes it or, past the last attempt, ends it ERROR.
   */
  private async recoverOrphans(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - ORPHAN_AFTER_MS).toISOString();
    const { rows } = await sql<{ id: string }>`
      select t.id from background_tasks t
      where t.status = 'RUNNING' and t.updated_at < ${before}
        and not exists (select 1 from ${sql.table(`${SCHEMA}.job`)} j
          where j.name = ${TASK_QUEUE} and j.data->>'taskId' = t.id and j.state < 'completed')`.execute(
      this.db.kysely,
    );
    for (const { id } of rows) await this.boss.send(TASK_QUEUE, { taskId: id });
    if (rows.length > 0) this.notify(TASK_QUEUE);
  }

  private notify(queue: string): void {
    for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  // Active jobs count too: pg-boss marks a job active before its handler is called.
  private async dueJobs(): Promise<number> {
    const queues = [TASK_QUEUE, ...this.recurring.keys()];
    const { rows } = await sql<{ due: number }>`
      select count(*)::int as due from ${sql.table(`${SCHEMA}.job`)}
      where name in (${sql.join(queues)})
        and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`.execute(
      this.db.kysely,
    );
    return rows[0]?.due ?? 0;
  }
}
