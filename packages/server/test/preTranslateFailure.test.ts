// A failed automatic pre-translation shows on the job list's job (lastTask) until a run succeeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  mtMessages,
  preTranslateMessages,
  type JobLastTask,
  type MachineTranslateSettings,
  type Project,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import {
  fakeEngine,
  type FakeAnswer,
  type FakeEngine,
  type ReceivedRequest,
} from './mtFakeEngine.js';
import { encode, preTranslate, segmentsOf } from './preTranslateHelpers.js';
import type { JobListPage } from '../src/modules/jobs/list.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
let engine: FakeEngine;
// What the fake LibreTranslate answers next.
let answer: (request: ReceivedRequest) => FakeAnswer;
const refused: FakeAnswer = { status: 400, body: { error: 'de is not supported' } };
const translated = (request: ReceivedRequest): FakeAnswer => ({
  body: { translatedText: (request.body as { q: string[] }).q.map((text) => `DE ${text}`) },
});

const appJson = encode(JSON.stringify({ title: 'Welcome to Tessera', save: 'Save your work' }));
const engineError = mtMessages.failed('Libre', 400, 'de is not supported');

async function createJobs(files: Record<string, Uint8Array>, preTranslate: boolean) {
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'], preTranslate },
    files,
  );
  await server.ctx.tasks.idle();
  return created.jobs.map((job) => job.id);
}

/** Each listed job's lastTask as the project's job list answers it. */
async function lastTasks(): Promise<Map<number, JobLastTask>> {
  const reply = await pm.get<JobListPage>(
    `/api/job/listByProject?projectUid=${project.uid}&level=1&sortField=fileName&sortOrder=ASC`,
  );
  expect(reply.status, reply.text).toBe(200);
  return new Map(reply.body.jobs.map((job) => [job.id, job.lastTask]));
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  const admin = await server.as('admin');
  engine = await fakeEngine((request) => answer(request));
  const settings = await admin.post<MachineTranslateSettings>(
    '/api/setup/machineTranslateSettings',
    { name: 'Libre', type: 'LIBRETRANSLATE', baseUrl: engine.url, apiKey: 'libre-key' },
  );
  expect(settings.status, settings.text).toBe(201);
  project = await createProject(pm, 'Failing pre-translation', ['de'], {
    machineTranslateSettingsId: settings.body.id,
    preTranslateSettings: { useMachineTranslation: true },
  });
});
afterAll(async () => {
  await server.close();
  await engine.close();
});

describe('a failed automatic pre-translation on the job list', () => {
  it("shows each job's reason until a later pre-translation succeeds", async () => {
    answer = () => refused;
    const [failing, alongside] = await createJobs(
      { 'app.json': appJson, 'empty.json': encode('{}') },
      true,
    );
    const [plain] = await createJobs({ 'plain.json': appJson }, false);

    let tasks = await lastTasks();
    expect(tasks.get(failing!)).toMatchObject({
      action: 'PRE_TRANSLATE',
      status: 'ERROR',
      reason: engineError,
    });
    expect(tasks.get(failing!)?.finishedDataText).not.toBeNull();
    // A job the engine was not asked for failed with the run, which writes nothing at all.
    expect(tasks.get(alongside!)).toMatchObject({
      action: 'PRE_TRANSLATE',
      status: 'ERROR',
      reason: format(preTranslateMessages.jobsFailed, { count: 1, total: 2 }),
    });
    expect(tasks.get(plain!)).toMatchObject({ action: 'IMPORT_JOB', status: 'OK', reason: null });
    const bulk = await pm.get<Array<{ jobPartId: number; lastTask: JobLastTask }>>(
      `/web/api/v9/job/getBackgroundTasksBulk?jobPart=${failing}`,
    );
    expect(bulk.body[0]?.lastTask).toEqual(tasks.get(failing!));
    expect((await segmentsOf(server, failing!)).map((s) => s.target)).toEqual(['', '']);

    answer = translated;
    const rerun = await preTranslate(pm, {
      projectUid: project.uid,
      jobPartIds: [failing!],
      useProjectPreTranslateSettings: true,
    });
    expect(rerun.status, rerun.error).toBe('OK');
    tasks = await lastTasks();
    expect(tasks.get(failing!)).toMatchObject({
      action: 'PRE_TRANSLATE',
      status: 'OK',
      reason: null,
    });
    expect(tasks.get(alongside!)?.status).toBe('ERROR');
    expect((await segmentsOf(server, failing!)).map((s) => s.target)).toEqual([
      'DE Welcome to Tessera',
      'DE Save your work',
    ]);
  });

  it('shows a manual run that fails on the job it failed', async () => {
    answer = translated;
    const [job] = await createJobs({ 'manual.json': appJson }, false);
    answer = () => refused;
    const run = await preTranslate(pm, {
      projectUid: project.uid,
      jobPartIds: [job!],
      useMachineTranslation: true,
    });
    expect(run.status).toBe('ERROR');
    expect((await lastTasks()).get(job!)).toMatchObject({
      action: 'PRE_TRANSLATE',
      status: 'ERROR',
      reason: engineError,
    });
  });
});
