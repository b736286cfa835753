import { TASK_RECOVERY } from '../src/tasks/pgBoss.js';
import type { TestServer } from './harness.js';

/**
 * Hands a finished task to a worker again, as a crash would: on SQLite its lease is free at
 * once; on PostgreSQL pg-boss's recovery gives the task, which has no live job, a new one.
 */
export async function runTaskAgain(server: TestServer, id: string): Promise<void> {
  const anHourAgo = new Date(server.clock.now().getTime() - 3_600_000).toISOString();
  await server.ctx.db.kysely
    .updateTable('background_tasks')
    .set({ status: 'RUNNING', locked_until: null, attempts: 0, updated_at: anHourAgo })
    .where('id', '=', id)
    .execute();
  if (server.ctx.db.dialect === 'postgres') await server.ctx.tasks.trigger(TASK_RECOVERY);
}
