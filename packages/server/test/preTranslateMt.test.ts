import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  mtMessages,
  preTranslateMessages,
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
import {
  assignTms,
  completedFile,
  createTm,
  encode,
  fillTm,
  preTranslate,
  segmentsOf,
} from './preTranslateHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
let engine: FakeEngine;
// What the fake LibreTranslate answers next; by default each text with a German marker.
let answer: (request: ReceivedRequest) => FakeAnswer;
const translated = (request: ReceivedRequest) => ({
  body: { translatedText: (request.body as { q: string[] }).q.map((text) => `DE ${text}`) },
});

const strings = {
  title: 'Welcome to Tessera',
  fresh: 'Nothing in memory matches this',
  count: '42 %',
};
const appJson = encode(JSON.stringify(strings));
const memoryOnly = encode(JSON.stringify({ title: 'Welcome to Tessera' }));

async function newJob(file = appJson, name = 'app.json') {
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    {
      [name]: file,
    },
  );
  return created.jobs[0]!.id;
}

const mtRequest = (jobPartIds: number[], flags: object = {}) => ({
  projectUid: project.uid,
  jobPartIds,
  useMachineTranslation: true,
  ...flags,
});

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
  project = await createProject(pm, 'Machine translation', ['de'], {
    machineTranslateSettingsId: settings.body.id,
  });
  const tm = await createTm(pm, 'Memory before MT');
  await fillTm(pm, tm, [{ source: 'Welcome to Tessera', target: 'Willkommen bei Tessera' }]);
  await assignTms(pm, project, { read: [tm], write: [tm] });
});
afterAll(async () => {
  await server.close();
  await engine.close();
});

describe('pre-translation with machine translation', () => {
  it('fills what the memory left empty from the project’s engine, naming the engine', async () => {
    answer = translated;
    const sent = engine.received.length;
    const part = await newJob();
    const task = await preTranslate(pm, mtRequest([part]));
    expect(task.status).toBe('OK');
    expect(task.result.jobs[0]).toMatchObject({ translationMemory: 1, machineTranslation: 2 });
    const requests = engine.received.slice(sent);
    expect(requests.map((request) => (request.body as { q: string[] }).q)).toEqual([
      [strings.fresh, strings.count],
    ]);
    const segments = await segmentsOf(server, part);
    expect(
      segments.map((s) => [s.target, s.match_origin, s.match_engine, s.confirmed_levels]),
    ).toEqual([
      ['Willkommen bei Tessera', 'TM', null, 0],
      [`DE ${strings.fresh}`, 'MT', 'Libre', 0],
      [`DE ${strings.count}`, 'MT', 'Libre', 0],
    ]);
    const file = await completedFile(server, pm, part);
    expect(JSON.parse(new TextDecoder().decode(file.data))).toEqual({
      title: 'Willkommen bei Tessera',
      fresh: `DE ${strings.fresh}`,
      count: `DE ${strings.count}`,
    });
  });

  it('leaves non-translatables to their own flag before MT', async () => {
    answer = translated;
    const part = await newJob();
    await preTranslate(pm, mtRequest([part], { preTranslateNonTranslatables: true }));
    expect((await segmentsOf(server, part)).map((s) => [s.target, s.match_origin])).toEqual([
      ['Willkommen bei Tessera', 'TM'],
      [`DE ${strings.fresh}`, 'MT'],
      ['42 %', 'NT'],
    ]);
  });

  it('asks no engine with insertMachineTranslationIntoTarget off or MT off', async () => {
    answer = translated;
    const sent = engine.received.length;
    const notInserted = await newJob();
    const task = await preTranslate(
      pm,
      mtRequest([notInserted], { insertMachineTranslationIntoTarget: false }),
    );
    expect(task.result.jobs[0]).toMatchObject({ translationMemory: 1, machineTranslation: 0 });
    const off = await newJob();
    await preTranslate(pm, mtRequest([off], { useMachineTranslation: false }));
    expect(engine.received.length).toBe(sent);
    for (const part of [notInserted, off])
      expect((await segmentsOf(server, part)).map((s) => s.target)).toEqual([
        'Willkommen bei Tessera',
        '',
        '',
      ]);
  });

  it('fails on the engine’s error, shown per job, and writes nothing for any job', async () => {
    answer = () => ({ status: 400, body: { error: 'de is not supported' } });
    const needsMt = await newJob();
    const fromMemory = await newJob(memoryOnly, 'memory.json');
    const task = await preTranslate(pm, mtRequest([needsMt, fromMemory]));
    expect(task.status).toBe('ERROR');
    expect(task.error).toBe(format(preTranslateMessages.jobsFailed, { count: 1, total: 2 }));
    expect(task.result.jobs.map((job) => [job.jobPartId, job.error])).toEqual([
      [needsMt, mtMessages.failed('Libre', 400, 'de is not supported')],
      [fromMemory, null],
    ]);
    expect((await segmentsOf(server, needsMt)).map((s) => s.target)).toEqual(['', '', '']);
    expect((await segmentsOf(server, fromMemory)).map((s) => s.target)).toEqual(['']);
  });

  it('leaves MT out, without failing, when the engine still waits for its API key', async () => {
    const admin = await server.as('admin');
    const keyless = await admin.post<MachineTranslateSettings>(
      '/api/setup/machineTranslateSettings',
      { name: 'DeepL without key', type: 'DEEPL', baseUrl: engine.url, apiKey: '' },
    );
    expect(keyless.status, keyless.text).toBe(201);
    const waiting = await createProject(pm, 'MT waiting for a key', ['de'], {
      machineTranslateSettingsId: keyless.body.id,
    });
    const created = await importJobs(
      pm,
      { projectUid: waiting.uid, targetLocales: ['de'] },
      {
        'app.json': appJson,
      },
    );
    const part = created.jobs[0]!.id;
    const sent = engine.received.length;
    const task = await preTranslate(pm, {
      projectUid: waiting.uid,
      jobPartIds: [part],
      useMachineTranslation: true,
      preTranslateNonTranslatables: true,
    });
    expect(task.status).toBe('OK');
    expect(task.result.jobs[0]).toMatchObject({ machineTranslation: 0, error: null });
    expect(engine.received.length).toBe(sent);
    expect((await segmentsOf(server, part)).map((s) => [s.target, s.match_origin])).toEqual([
      ['', null],
      ['', null],
      ['42 %', 'NT'],
    ]);
  });
});
