import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { fixture, importJobs } from './fixtures/jobs/files.js';

// pg-boss's workers look for work at each poll; a task queued inside a request's transaction
// (a job upload's import) wakes them when it commits, so no one waits for the poll. The poll is
// set far beyond the test's time limit: a task left to it would never run here.
describe.runIf(process.env.TESSERA_TEST_DIALECT === 'postgres')('waking task workers', () => {
  let server: TestServer;
  let pm: ApiClient;

  beforeAll(async () => {
    server = await startServer({
      tasks: { ...loadConfig({}).tasks, retryDelaySeconds: 1, pollSeconds: 3_600 },
    });
    pm = await server.as('pm');
  });
  afterAll(() => server.close());

  // The processes of this test's database that listen for queued tasks.
  const listeners = async () =>
    (
      await sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and application_name = 'tessera-task-wakeups'`.execute(
        server.ctx.db.kysely,
      )
    ).rows.map((row) => row.pid);

  it('imports an uploaded file once the upload commits, without waiting for the poll', async () => {
    const project = await createProject(pm, 'Woken import');
    const upload = async (fileName: string) => {
      const created = await importJobs(
        pm,
        { projectUid: project.uid, targetLocales: ['de'] },
        { [fileName]: fixture('app.xlf') },
      );
      expect(created.jobs).toHaveLength(1);
    };
    await upload('app-1.xlf');

    // A listening connection the database ends (a restart, a forced drop) is opened again.
    const [lost] = await listeners();
    expect(lost).toBeDefined();
    await sql`select pg_terminate_backend(${lost})`.execute(server.ctx.db.kysely);
    await expect
      .poll(async () => (await listeners()).filter((pid) => pid !== lost), { timeout: 10_000 })
      .toHaveLength(1);
    await upload('app-2.xlf');
  });
});
