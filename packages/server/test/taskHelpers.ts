import type { BackgroundTask } from '@tessera/contracts';
import { TASK_RECOVERY } from '../src/tasks/pgBoss.js';
import type { TestServer } from './harness.js';
import { demoOrganizationId } from './tenants.js';

/** Queues a task of the demo organization, created by no user. */
export async function enqueueTask(
  server: TestServer,
  type: string,
  payload: unknown = null,
): Promise<BackgroundTask> {
  return server.ctx.tasks.enqueue({
    organizationId: await demoOrganizationId(server),
    type,
    payload,
    createdBy: null,
  });
}

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
