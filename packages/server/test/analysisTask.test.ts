import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisMessages,
  type AnalysisListItem,
  type AnalysisTaskResult,
  type BackgroundTask,
  type Project,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs, waitForTask } from './fixtures/jobs/files.js';
import { enqueueTask, runTaskAgain } from './taskHelpers.js';
import { startAnalysis, xliff } from './analysisHelpers.js';
import { demoOrganizationId, userId } from './tenants.js';

// The analysis task is all or nothing: it writes its analysis once, at its end.
let server: TestServer;
let pm: ApiClient;
let project: Project;

const listed = async () =>
  (await pm.get<AnalysisListItem[]>(`/api/analysis/listByProject?projectUid=${project.uid}`)).body;

async function newJob(fileName: string): Promise<number> {
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    { [fileName]: xliff([{ source: 'Check the spelling.' }]) },
  );
  return created.jobs[0]!.id;
}

async function run(jobPartIds: number[]): Promise<BackgroundTask> {
  const reply = await startAnalysis(pm, {
    projectUid: project.uid,
    jobPartIds,
    type: 'PreAnalyse',
  });
  expect(reply.status, reply.text).toBe(200);
  return waitForTask(pm, reply.body.id);
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Analysed once');
});
afterAll(() => server.close());

describe('the analysis task', () => {
  it('adds no second analysis when it runs again after a crash', async () => {
    const task = await run([await newJob('once.xlf')]);
    expect(task.status).toBe('OK');
    await runTaskAgain(server, task.id);
    const again = await waitForTask(pm, task.id);
    expect(again).toMatchObject({ status: 'OK', result: task.result });
    expect((await listed()).map((item) => item.id)).toEqual([
      (task.result as AnalysisTaskResult).analysisId,
    ]);
  });

  it('fails with its message when a selected job is gone before it runs', async () => {
    const task = await enqueueTask(server, 'analysis.create', {
      projectUid: project.uid,
      jobPartIds: [999_999],
      type: 'PreAnalyse',
      name: null,
      options: {
        compareWorkflowLevel: null,
        includeFuzzyRepetitions: true,
        includeConfirmedSegments: false,
        includeLockedSegments: false,
        includeNumbers: false,
        countSourceUnits: true,
      },
      viewer: {
        userId: await userId(server, 'pm'),
        userName: 'pm',
        organizationId: await demoOrganizationId(server),
        role: 'PROJECT_MANAGER',
        permissions: [],
        disableProjectSharing: false,
      },
    });
    expect(await waitForTask(pm, task.id)).toMatchObject({
      status: 'ERROR',
      error: analysisMessages.jobsChanged,
    });
  });

  it('leaves no analysis behind when writing it fails', async () => {
    const db = server.ctx.db.kysely;
    const before = (await listed()).length;
    if (server.ctx.db.dialect === 'sqlite')
      await sql`create trigger poison_analysis_jobs before insert on analysis_jobs
        when new.file_name like '%poison%'
        begin select raise(abort, 'disk I/O error'); end`.execute(db);
    else {
      await sql`create function poison_analysis_jobs() returns trigger language plpgsql as $$
        begin
          if new.file_name like '%poison%' then raise exception 'disk I/O error'; end if;
          return new;
        end $$`.execute(db);
      await sql`create trigger poison_analysis_jobs before insert on analysis_jobs
        for each row execute function poison_analysis_jobs()`.execute(db);
    }
    const task = await run([await newJob('poison.xlf')]);
    expect(task.status).toBe('ERROR');
    expect(await listed()).toHaveLength(before);
    const analyses = await db.selectFrom('analyses').select('id').execute();
    expect(analyses).toHaveLength(before);
  });
});
