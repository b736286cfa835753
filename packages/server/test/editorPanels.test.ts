import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorBody,
  MachineTranslateSettings,
  MtSuggestion,
  Project,
  QaWarningPage,
  TermSuggestions,
  TmSuggestions,
} from '@tessera/contracts';
import { segments } from './editorHelpers.js';
import { fixture, importJobs } from './fixtures/jobs/files.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { fakeEngine, type FakeAnswer, type FakeEngine } from './mtFakeEngine.js';
import { assignTms, createTm, fillTm } from './preTranslateHelpers.js';
import { jobOf, qaTermBase, run, translate } from './qaHelpers.js';
import { createTenant } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
let engine: FakeEngine;
let answer: () => FakeAnswer;
// app.xlf: Hello world. / How are you? / Save {1}changes{/1} / Cancel
let part = 0;
let ids: number[] = [];

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  const admin = await server.as('admin');
  engine = await fakeEngine((request) =>
    answer === undefined
      ? { body: { translatedText: (request.body as { q: string[] }).q.map((t) => `DE ${t}`) } }
      : answer(),
  );
  const settings = await admin.post<MachineTranslateSettings>(
    '/api/setup/machineTranslateSettings',
    { name: 'Libre', type: 'LIBRETRANSLATE', baseUrl: engine.url, apiKey: 'libre-key' },
  );
  expect(settings.status, settings.text).toBe(201);
  project = await createProject(pm, 'Panels', ['de'], {
    machineTranslateSettingsId: settings.body.id,
  });
  const read = await createTm(pm, 'Read memory');
  const unassigned = await createTm(pm, 'Unassigned memory');
  await fillTm(pm, read, [
    { source: 'Save changes', target: 'Änderungen speichern' },
    { source: 'How are you today?', target: 'Wie geht es dir heute?' },
  ]);
  await fillTm(pm, unassigned, [{ source: 'Cancel', target: 'Abbrechen' }]);
  await assignTms(pm, project, { read: [read], write: [read] });
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    { 'app.xlf': fixture('app.xlf') },
  );
  part = created.jobs[0]!.id;
  ids = (await segments(pm, part)).map((segment) => segment.id);
});
afterAll(async () => {
  await server.close();
  await engine.close();
});

const panel = <T>(client: ApiClient, call: string, jobPart: number, segment: number) =>
  client.get<T & ErrorBody>(`/api/editor/${call}?jobPart=${jobPart}&segment=${segment}`);
const mt = (client: ApiClient, jobPartId: number, segmentId: number) =>
  client.post<MtSuggestion & ErrorBody>('/api/editor/mt', { jobPartId, segmentId });

describe('GET /api/editor/matches', () => {
  it('lists the matches of the read memory with scores, names and the segment’s tags', async () => {
    const reply = await panel<TmSuggestions>(pm, 'matches', part, ids[2]!);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.matches).toHaveLength(1);
    const [match] = reply.body.matches;
    expect(match).toMatchObject({ tmName: 'Read memory', source: 'Save changes' });
    expect(match!.target).toContain('{1}');
    expect(match!.target).toContain('{/1}');
    expect(match!.score).toBeGreaterThanOrEqual(50);
    expect(match!.score).toBeLessThan(101);
    expect(match!.modifiedAt).toBeGreaterThan(Date.parse('2020-01-01'));
    const fuzzy = await panel<TmSuggestions>(pm, 'matches', part, ids[1]!);
    expect(fuzzy.body.matches.map((m) => m.target)).toEqual(['Wie geht es dir heute?']);
    expect(fuzzy.body.matches[0]!.score).toBeLessThan(100);
  });

  it('reads nothing from a memory not assigned to the project', async () => {
    const reply = await panel<TmSuggestions>(pm, 'matches', part, ids[3]!);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.matches).toEqual([]);
  });
});

describe('GET /api/editor/terms', () => {
  it('lists the term hits of the segment’s source, forbidden ones marked', async () => {
    const terms = await createProject(pm, 'Panel terms', ['de']);
    await qaTermBase(pm, terms, [
      [
        { lang: 'en', text: 'world', status: 'APPROVED' },
        { lang: 'de', text: 'Welt', status: 'APPROVED' },
        { lang: 'de', text: 'Erdball', status: 'FORBIDDEN' },
      ],
      [
        { lang: 'en', text: 'cancel', status: 'APPROVED' },
        { lang: 'de', text: 'abbrechen', status: 'APPROVED' },
      ],
    ]);
    const job = await jobOf(pm, terms, ['Hello World.', 'Nothing here']);
    const [first, second] = (await segments(pm, job)).map((segment) => segment.id);
    const reply = await panel<TermSuggestions>(pm, 'terms', job, first!);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.terms).toEqual([
      {
        sourceTerm: 'world',
        targetTerms: [
          { text: 'Welt', approved: true, forbidden: false },
          { text: 'Erdball', approved: false, forbidden: true },
        ],
      },
    ]);
    expect((await panel<TermSuggestions>(pm, 'terms', job, second!)).body.terms).toEqual([]);
  });
});

describe('GET /api/qa/warnings?segment', () => {
  it('answers only the warnings of that segment', async () => {
    const qa = await createProject(pm, 'Panel QA', ['de']);
    const job = await jobOf(pm, qa, ['One', 'Two', 'Three']);
    const [, second] = (await segments(pm, job)).map((segment) => segment.id);
    await translate(pm, job, { 1: '', 2: 'Zwei  zwei', 3: 'Drei  drei' });
    expect((await run(pm, job)).status).toBe(200);
    const all = await pm.get<QaWarningPage>(`/api/qa/warnings?jobPart=${job}`);
    const ofSecond = await pm.get<QaWarningPage>(
      `/api/qa/warnings?jobPart=${job}&segment=${second}`,
    );
    expect(ofSecond.status, ofSecond.text).toBe(200);
    expect(all.body.warnings.some((w) => w.segmentId !== second)).toBe(true);
    expect(ofSecond.body.warnings.length).toBeGreaterThan(0);
    expect(ofSecond.body.warnings.every((w) => w.segmentId === second)).toBe(true);
    expect(ofSecond.body.warnings).toEqual(all.body.warnings.filter((w) => w.segmentId === second));
  });
});

describe('POST /api/editor/mt', () => {
  it('translates the segment with the project’s engine, tags kept', async () => {
    const reply = await mt(pm, part, ids[2]!);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.engine).toBe('Libre');
    expect(reply.body.target).toContain('DE Save');
    expect(reply.body.target).toContain('{/1}');
  });

  it('answers 502 with the engine’s error text when the engine fails', async () => {
    answer = () => ({ status: 500, body: { error: 'Engine melted' } });
    const reply = await mt(pm, part, ids[0]!);
    answer = undefined as unknown as () => FakeAnswer;
    expect(reply.status).toBe(502);
    expect(reply.body.errorDescription).toContain('Engine melted');
  });

  it('answers null without an engine', async () => {
    const plain = await createProject(pm, 'Panel without MT', ['de']);
    const job = await jobOf(pm, plain, ['Hello']);
    const [first] = await segments(pm, job);
    const reply = await mt(pm, job, first!.id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ engine: null, target: null });
  });
});

describe('access', () => {
  it("answers another organization's part, or a segment of another job, as not found", async () => {
    const other = await (await createTenant(server, 'Elsewhere')).as('pm');
    expect((await panel(other, 'matches', part, ids[0]!)).status).toBe(404);
    expect((await panel(other, 'terms', part, ids[0]!)).status).toBe(404);
    expect((await mt(other, part, ids[0]!)).status).toBe(404);
    const plain = await createProject(pm, 'Panel other job', ['de']);
    const job = await jobOf(pm, plain, ['Hello']);
    expect((await panel(pm, 'matches', job, ids[0]!)).status).toBe(404);
  });
});
