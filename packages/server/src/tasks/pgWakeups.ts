import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import type { TaskLog } from './contract.js';

// PostgreSQL delivers a NOTIFY when its transaction commits, to every listening connection.
const CHANNEL = 'tessera_task_queued';
// A lost listening connection is opened again after this long; polling covers the gap.
const RECONNECT_MS = 1_000;

/** Tells every server process on the database that a task was queued, once the caller commits. */
export async function announceQueuedTask(executor: Kysely<Database>): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, '')`.execute(executor);
}

/**
 * Listens for queued tasks, so workers wake when a task is committed instead of at their next
 * poll: a job upload queues its import inside the request's transaction, where no local wake-up
 * can know when it commits, and its import waited for the poll (2 s by default).
 */
export class TaskWakeups {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly wake: () => void,
    private readonly log: TaskLog,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'tessera-task-wakeups',
    });
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.log.error({ err: error }, 'task wake-ups lost their connection');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    this.client = client;
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private reconnect(lost: pg.Client): void {
    if (this.stopped || this.client !== lost) return;
    this.client = undefined;
    lost.removeAllListeners().on('error', () => undefined);
    void lost.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.listenAgain(), RECONNECT_MS);
  }

  private async listenAgain(): Promise<void> {
    try {
      await this.start();
    } catch (error) {
      this.log.error({ err: error }, 'task wake-ups could not listen again');
      if (this.client) this.reconnect(this.client);
    }
  }
}
