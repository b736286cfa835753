import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackgroundTask } from '@tessera/contracts';
import { MAIL_DELIVERY_SCHEDULE, scheduleMailDelivery } from '../src/modules/mail/index.js';
import { RECYCLE_BIN_SWEEP, scheduleRecycleBinSweep } from '../src/modules/recycleBin/index.js';
import { ORPHAN_SWEEP, scheduleOrphanSweep } from '../src/storage/orphanSweep.js';
import { TASK_RECOVERY } from '../src/tasks/pgBoss.js';
import { MAX_ATTEMPTS, TaskFailure, TaskLost, type TaskInput } from '../src/tasks/contract.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { demoOrganizationId } from './tenants.js';
import { waitForTask } from './fixtures/jobs/files.js';
import { enqueueTask } from './taskHelpers.js';

// The one task contract, the same suite on both engines: the in-process runner on SQLite and
// pg-boss on PostgreSQL (TESSERA_TEST_DIALECT=postgres).
let server: TestServer;
let pm: ApiClient;
const runs = new Map<string, number[]>();
const undone: string[] = [];

function recordRun(task: TaskInput): void {
  runs.set(task.id, [...(runs.get(task.id) ?? []), task.attempt]);
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  const onFailed = async (task: { id: string }) => void undone.push(task.id);
  server.ctx.tasks.register(
    'test.flaky',
    async (task) => {
      recordRun(task);
      if (task.attempt < MAX_ATTEMPTS) throw new Error('The database went away.');
      return { attempt: task.attempt };
    },
    { onFailed },
  );
  server.ctx.tasks.register(
    'test.refused',
    async (task) => {
      recordRun(task);
      throw new TaskFailure('Nothing to do here.', { reason: 'refused' });
    },
    { onFailed },
  );
  server.ctx.tasks.register(
    'test.broken',
    async (task) => {
      recordRun(task);
      throw new Error('The disk is full.');
    },
    { onFailed },
  );
});
afterAll(() => server.close());

const enqueue = (type: string, payload: unknown = null) => enqueueTask(server, type, payload);
const settled = (id: string) => waitForTask(pm, id);

describe('retries', () => {
  it('runs a task again after an unexpected error, with backoff, until it succeeds', async () => {
    const task = await enqueue('test.flaky');
    expect(await settled(task.id)).toEqual({
      id: task.id,
      status: 'OK',
      progress: 100,
      result: { attempt: MAX_ATTEMPTS },
    });
    expect(runs.get(task.id)).toEqual([1, 2, 3]);
    expect(undone).not.toContain(task.id);
  });

  it('ends ERROR at once on an expected failure, and undoes it once', async () => {
    const task = await enqueue('test.refused');
    expect(await settled(task.id)).toEqual({
      id: task.id,
      status: 'ERROR',
      error: 'Nothing to do here.',
      result: { reason: 'refused' },
    });
    expect(runs.get(task.id)).toEqual([1]);
    expect(undone.filter((id) => id === task.id)).toHaveLength(1);
  });

  it('ends ERROR after the last attempt of an error that keeps coming, and undoes it once', async () => {
    const task = await enqueue('test.broken');
    expect(await settled(task.id)).toEqual({
      id: task.id,
      status: 'ERROR',
      error: 'The disk is full.',
    });
    expect(runs.get(task.id)).toEqual([1, 2, 3]);
    expect(undone.filter((id) => id === task.id)).toHaveLength(1);
  });
});

describe('a worker whose task was taken over', () => {
  // The test plays the other worker: a takeover is a new attempt written to the task's row.
  async function takeOver(id: string) {
    await server.ctx.db.kysely
      .updateTable('background_tasks')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), progress: 77 }))
      .where('id', '=', id)
      .execute();
  }

  it('may neither report progress nor finish, and learns that it lost the task', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen: unknown[] = [];
    server.ctx.tasks.register('test.overtaken', async (task) => {
      await task.progress(10);
      await released;
      const { report } = task.payload as { report: boolean };
      if (!report) return { finishedBy: 'the stale worker' };
      try {
        await task.progress(50);
      } catch (error) {
        seen.push(error);
        throw error;
      }
      return { finishedBy: 'the stale worker' };
    });
    const reporting = await enqueue('test.overtaken', { report: true });
    const finishing = await enqueue('test.overtaken', { report: false });
    const progressOf = async (id: string) =>
      (await pm.get<BackgroundTask>(`/api/backgroundTask?id=${id}`)).body.progress;
    await vi.waitFor(async () => {
      expect(await progressOf(reporting.id)).toBe(10);
      expect(await progressOf(finishing.id)).toBe(10);
    });
    await takeOver(reporting.id);
    await takeOver(finishing.id);
    release();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toBeInstanceOf(TaskLost);
    await server.ctx.tasks.idle();
    for (const task of [reporting, finishing]) {
      const reply = await pm.get<BackgroundTask>(`/api/backgroundTask?id=${task.id}`);
      expect(reply.body).toEqual({ id: task.id, status: 'RUNNING', progress: 77 });
    }
  });
});

describe('schedules', () => {
  it('registers the mail delivery and both sweeps that main.ts starts, and runs one on demand', async () => {
    scheduleMailDelivery(server.ctx);
    scheduleRecycleBinSweep(server.ctx);
    scheduleOrphanSweep(server.ctx);
    expect(await server.ctx.tasks.schedules()).toEqual(
      expect.arrayContaining([MAIL_DELIVERY_SCHEDULE, ORPHAN_SWEEP, RECYCLE_BIN_SWEEP]),
    );
    await server.ctx.tasks.trigger(RECYCLE_BIN_SWEEP);
    await server.ctx.tasks.idle();
  });
});

describe.runIf(process.env.TESSERA_TEST_DIALECT === 'postgres')('pg-boss recovery', () => {
  it('gives a RUNNING task that lost its job a new one, which finishes it', async () => {
    // What a stale run that completed the job of the run that took over (and then crashed) leaves.
    const id = 'orphan-task';
    const twoMinutesAgo = new Date(server.clock.now().getTime() - 120_000).toISOString();
    await server.ctx.db.kysely
      .insertInto('background_tasks')
      .values({
        id,
        organization_id: await demoOrganizationId(server),
        type: 'test.flaky',
        status: 'RUNNING',
        progress: 40,
        error: null,
        payload: 'null',
        result: null,
        attempts: MAX_ATTEMPTS - 1,
        created_by: null,
        created_at: twoMinutesAgo,
        updated_at: twoMinutesAgo,
        locked_until: null,
      })
      .execute();
    await server.ctx.tasks.trigger(TASK_RECOVERY);
    expect(await settled(id)).toMatchObject({ status: 'OK', result: { attempt: MAX_ATTEMPTS } });
  });
});
