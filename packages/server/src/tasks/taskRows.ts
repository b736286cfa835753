import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BackgroundTask, TaskStatus } from '@tessera/contracts';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { TaskLost, type NewTask } from './contract.js';

export interface ClaimedTask {
  id: string;
  type: string;
  organization_id: number;
  created_by: number | null;
  payload: string;
  /** The claim token: every write of this run holds only while the row still has it. */
  attempts: number;
}

export const claimedColumns = [
  'id',
  'type',
  'organization_id',
  'created_by',
  'payload',
  'attempts',
] as const;

/**
 * The background_tasks row is the state GET /api/backgroundTask reads on both engines. Every
 * write of a run names its attempt, so a worker whose task was taken over changes nothing.
 */
export class TaskRows {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async insert(task: NewTask, executor: Kysely<Database>): Promise<string> {
    const now = this.clock.now().toISOString();
    const id = crypto.randomUUID();
    await executor
      .insertInto('background_tasks')
      .values({
        id,
        organization_id: task.organizationId,
        type: task.type,
        status: 'RUNNING',
        progress: 0,
        error: null,
        payload: JSON.stringify(task.payload ?? null),
        result: null,
        attempts: 0,
        created_by: task.createdBy,
        created_at: now,
        updated_at: now,
        locked_until: null,
      })
      .execute();
    return id;
  }

  async get(organizationId: number, id: string): Promise<BackgroundTask | undefined> {
    const row = await this.db
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

  /** Takes a RUNNING task for a new attempt (pg-boss has already claimed its job). */
  async takeOver(id: string): Promise<ClaimedTask | undefined> {
    return this.db
      .updateTable('background_tasks')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        updated_at: this.clock.now().toISOString(),
      }))
      .where('id', '=', id)
      .where('status', '=', 'RUNNING')
      .returning(claimedColumns)
      .executeTakeFirst();
  }

  /** Writes while the attempt still owns the task; answers false once it was taken over. */
  async update(
    task: ClaimedTask,
    values: { progress?: number | null; locked_until?: string | null },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('background_tasks')
      .set({ ...values, updated_at: this.clock.now().toISOString() })
      .where('id', '=', task.id)
      .where('attempts', '=', task.attempts)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async progress(task: ClaimedTask, percent: number, lockedUntil?: string): Promise<void> {
    const progress = Math.max(0, Math.min(100, percent));
    const values = lockedUntil ? { progress, locked_until: lockedUntil } : { progress };
    if (!(await this.update(task, values))) throw new TaskLost(task.id);
  }

  async owns(task: ClaimedTask): Promise<boolean> {
    const row = await this.db
      .selectFrom('background_tasks')
      .select('id')
      .where('id', '=', task.id)
      .where('attempts', '=', task.attempts)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    return row !== undefined;
  }

  async finish(
    task: ClaimedTask,
    status: TaskStatus,
    result: unknown,
    error: string | null,
  ): Promise<boolean> {
    const outcome = await this.db
      .updateTable('background_tasks')
      .set({
        status,
        progress: status === 'OK' ? 100 : null,
        result: result === null || result === undefined ? null : JSON.stringify(result),
        error,
        locked_until: null,
        updated_at: this.clock.now().toISOString(),
      })
      .where('id', '=', task.id)
      .where('attempts', '=', task.attempts)
      .where('status', '=', 'RUNNING')
      .executeTakeFirst();
    return Number(outcome.numUpdatedRows) === 1;
  }
}
