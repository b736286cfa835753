import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '@tessera/core';
import {
  preTranslateMessages,
  type PreTranslateInput,
  type Project,
  type TmUnitPage,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import {
  assignTms,
  completedFile,
  countsOf,
  createTm,
  encode,
  fillTm,
  preTranslate,
  segmentsOf,
} from './preTranslateHelpers.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
const tm = { read: 0, write: 0 };

// One file, five segments: a 101% match (its neighbours are the memory unit's context), a 100%
// match (other context), a fuzzy match, a non-translatable and a segment no memory knows.
const strings = {
  title: 'Welcome to Tessera',
  save: 'Save your work',
  menu: 'Open the file menu now',
  count: '42 %',
  fresh: 'Nothing in memory matches this',
};
const appJson = encode(JSON.stringify(strings, null, 2));
const units = [
  { source: 'Welcome to Tessera', target: 'Willkommen bei Tessera', next: 'Save your work' },
  { source: 'Save your work', target: 'Speichern Sie Ihre Arbeit', prev: 'Something else' },
  { source: 'Open the file menu', target: 'Öffnen Sie das Dateimenü' },
];
const fuzzyScore = matchScore(strings.menu, 'Open the file menu');
const [TITLE, SAVE, MENU, COUNT] = [0, 1, 2, 3];

async function newJob(into: Project = project, file = appJson, name = 'app.json') {
  const created = await importJobs(
    pm,
    { projectUid: into.uid, targetLocales: ['de'] },
    {
      [name]: file,
    },
  );
  return created.jobs[0]!.id;
}

const request = (jobPartId: number, flags: Partial<PreTranslateInput> = {}, into = project) => ({
  projectUid: into.uid,
  jobPartIds: [jobPartId],
  ...flags,
});

const targets = async (jobPartId: number) =>
  (await segmentsOf(server, jobPartId)).map((segment) => segment.target);

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Pre-translation');
  tm.read = await createTm(pm, 'Pre-translation memory');
  tm.write = await createTm(pm, 'Confirmed by pre-translation');
  await fillTm(pm, tm.read, units);
  await assignTms(pm, project, { read: [tm.read, tm.write], write: [tm.write] });
});
afterAll(() => server.close());

describe('POST /api/job/preTranslate from translation memory', () => {
  it('fills empty targets with the best match at or above 70% by default, unconfirmed', async () => {
    const part = await newJob();
    const task = await preTranslate(pm, request(part));
    expect(task.status).toBe('OK');
    expect(task.result.jobs).toEqual([
      {
        jobPartId: part,
        fileName: 'app.json',
        targetLocale: 'de',
        translationMemory: 3,
        machineTranslation: 0,
        nonTranslatable: 0,
        pseudoTranslation: 0,
        error: null,
      },
    ]);
    const segments = await segmentsOf(server, part);
    expect(segments.map((segment) => segment.target)).toEqual([
      'Willkommen bei Tessera',
      'Speichern Sie Ihre Arbeit',
      'Öffnen Sie das Dateimenü',
      '',
      '',
    ]);
    expect(
      segments.map((s) => [s.match_origin, s.match_score, s.match_tm_id, s.match_engine]),
    ).toEqual([
      ['TM', 101, tm.read, null],
      ['TM', 100, tm.read, null],
      ['TM', fuzzyScore, tm.read, null],
      [null, null, null, null],
      [null, null, null, null],
    ]);
    expect(await countsOf(pm, part)).toMatchObject({ confirmedSegmentsCount: 0 });
  });

  it('cuts off at the threshold, a fraction of 1', async () => {
    expect(fuzzyScore).toBeGreaterThan(70);
    expect(fuzzyScore).toBeLessThan(100);
    const above = await newJob();
    await preTranslate(pm, request(above, { translationMemoryThreshold: (fuzzyScore + 1) / 100 }));
    expect((await targets(above))[MENU]).toBe('');
    expect((await targets(above))[SAVE]).toBe('Speichern Sie Ihre Arbeit');
    const at = await newJob();
    await preTranslate(pm, request(at, { translationMemoryThreshold: fuzzyScore / 100 }));
    expect((await targets(at))[MENU]).toBe('Öffnen Sie das Dateimenü');
  });

  it('uses no memory with useTranslationMemory off', async () => {
    const part = await newJob();
    const task = await preTranslate(pm, request(part, { useTranslationMemory: false }));
    expect(task.result.jobs[0]?.translationMemory).toBe(0);
    expect(await targets(part)).toEqual(['', '', '', '', '']);
  });

  it('confirms and locks 101% and 100% matches each by its own flag', async () => {
    const first = await newJob();
    await preTranslate(pm, request(first, { confirm101Matches: true, lock100Matches: true }));
    const one = await segmentsOf(server, first);
    expect(one.map((s) => [s.confirmed_levels, s.locked_levels])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(await countsOf(pm, first)).toMatchObject({
      confirmedSegmentsCount: 1,
      lockedSegmentsCount: 1,
    });
    const second = await newJob();
    await preTranslate(pm, request(second, { confirm100Matches: true, lock101Matches: true }));
    const two = await segmentsOf(server, second);
    expect(two.map((s) => [s.confirmed_levels, s.locked_levels])).toEqual([
      [0, 1],
      [1, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('writes the segments it confirms into the write memory, with their context', async () => {
    const part = await newJob();
    await preTranslate(pm, request(part, { confirm101Matches: true, confirm100Matches: true }));
    const page = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${tm.write}&pageSize=50`);
    expect(page.status).toBe(200);
    expect(page.body.units.map((unit) => [unit.source, unit.target]).sort()).toEqual([
      ['Save your work', 'Speichern Sie Ihre Arbeit'],
      ['Welcome to Tessera', 'Willkommen bei Tessera'],
    ]);
    const stored = await server.ctx.db.kysely
      .selectFrom('tm_units')
      .select(['source', 'context_prev', 'context_next'])
      .where('tm_id', '=', tm.write)
      .orderBy('source')
      .execute();
    expect(stored).toEqual([
      { source: 'Save your work', context_prev: strings.title, context_next: strings.menu },
      { source: 'Welcome to Tessera', context_prev: '', context_next: strings.save },
    ]);
  });
});

describe('memories by workflow step and penalty', () => {
  const stepId = async (name: string) =>
    (
      await server.ctx.db.kysely
        .selectFrom('workflow_steps')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it("reads the memories of each part's own step and confirms at its level", async () => {
    const [translation, revision] = [await stepId('Translation'), await stepId('Revision')];
    const own = await createProject(pm, 'Two steps', ['de'], {
      workflowStepIds: [translation, revision],
    });
    const empty = await createTm(pm, 'Default step memory');
    await assignTms(pm, own, { read: [empty], write: [empty] });
    await assignTms(pm, own, { read: [tm.read], write: [tm.read], workflowStep: revision });
    const created = await importJobs(
      pm,
      { projectUid: own.uid, targetLocales: ['de'] },
      {
        'steps.json': appJson,
      },
    );
    const [first, second] = [...created.jobs].sort((a, b) => a.workflowLevel - b.workflowLevel);
    const atFirst = await preTranslate(pm, request(first!.id, {}, own));
    expect(atFirst.result.jobs[0]?.translationMemory).toBe(0);
    await preTranslate(pm, request(second!.id, { confirm101Matches: true }, own));
    const segments = await segmentsOf(server, second!.id);
    expect(segments[TITLE]).toMatchObject({
      target: 'Willkommen bei Tessera',
      confirmed_levels: 2,
    });
  });

  it("lowers the scores by the assignment's penalty", async () => {
    const own = await createProject(pm, 'With a penalty');
    await assignTms(pm, own, { read: [tm.read], write: [tm.read], penalty: [10] });
    const part = await newJob(own);
    await preTranslate(
      pm,
      request(part, { confirm101Matches: true, confirm100Matches: true }, own),
    );
    const segments = await segmentsOf(server, part);
    expect(segments.slice(0, 2).map((s) => [s.match_score, s.confirmed_levels])).toEqual([
      [91, 0],
      [90, 0],
    ]);
  });
});

describe('non-translatables, overwrite and locked segments', () => {
  it('copies non-translatables only when asked, confirming and locking them by their flags', async () => {
    const off = await newJob();
    await preTranslate(pm, request(off));
    expect((await targets(off))[COUNT]).toBe('');

    const copied = await newJob();
    const task = await preTranslate(pm, request(copied, { preTranslateNonTranslatables: true }));
    expect(task.result.jobs[0]?.nonTranslatable).toBe(1);
    const plain = (await segmentsOf(server, copied))[COUNT]!;
    expect(plain).toMatchObject({
      target: '42 %',
      match_origin: 'NT',
      confirmed_levels: 0,
      locked_levels: 0,
    });

    const both = await newJob();
    await preTranslate(
      pm,
      request(both, {
        preTranslateNonTranslatables: true,
        confirmNonTranslatables: true,
        lockNonTranslatables: true,
      }),
    );
    expect((await segmentsOf(server, both))[COUNT]).toMatchObject({
      target: '42 %',
      confirmed_levels: 1,
      locked_levels: 1,
    });
  });

  it('fills only empty targets unless overwrite is on', async () => {
    const part = await newJob();
    const copied = await pm.post('/api/job/copySourceToTarget', {
      projectUid: project.uid,
      jobPartIds: [part],
    });
    expect(copied.status).toBe(200);
    expect((await segmentsOf(server, part))[TITLE]).toMatchObject({ match_origin: 'COPY' });
    await preTranslate(pm, request(part));
    expect(await targets(part)).toEqual(Object.values(strings));
    await preTranslate(pm, request(part, { overwrite: true }));
    expect(await targets(part)).toEqual([
      'Willkommen bei Tessera',
      'Speichern Sie Ihre Arbeit',
      'Öffnen Sie das Dateimenü',
      strings.count,
      strings.fresh,
    ]);
  });

  it('never touches a segment locked at the level, even with overwrite', async () => {
    const xliff = encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
        `<file original="a" source-language="en" target-language="de"><body>\n` +
        '<trans-unit id="1"><source>Welcome to Tessera</source></trans-unit>\n' +
        '<trans-unit id="2"><source>Save your work</source><target state="final">Gesperrt</target></trans-unit>\n' +
        `</body></file></xliff>\n`,
    );
    const created = await importJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        importSettings: { xlfLockSegmentWhenRules: 'state=final' },
      },
      { 'locked.xlf': xliff },
    );
    const part = created.jobs[0]!.id;
    await preTranslate(pm, request(part, { overwrite: true, lock100Matches: true }));
    const segments = await segmentsOf(server, part);
    expect(segments.map((s) => [s.target, s.match_origin, s.locked_levels])).toEqual([
      ['Willkommen bei Tessera', 'TM', 0],
      ['Gesperrt', null, 1],
    ]);
  });

  it('forgets the origin when translations are deleted', async () => {
    const part = await newJob();
    await preTranslate(pm, request(part));
    const deleted = await pm.post('/api/job/deleteAllTranslations', {
      projectUid: project.uid,
      jobPartIds: [part],
    });
    expect(deleted.status).toBe(200);
    expect((await segmentsOf(server, part))[TITLE]).toMatchObject({
      target: '',
      match_origin: null,
      match_score: null,
      match_tm_id: null,
    });
  });
});

describe('statuses, project settings and the completed file', () => {
  const projectOf = async (uid: string) => (await pm.get<Project>(`/api/project?uid=${uid}`)).body;

  it('completes the jobs and records it in their status history', async () => {
    const part = await newJob();
    await preTranslate(pm, request(part, { setJobStatusCompleted: true }));
    const jobs = await pm.get<{ jobs: Array<{ id: number; status: string }> }>(
      `/api/job/list?jobPartIds=${part}`,
    );
    expect(jobs.body.jobs[0]?.status).toBe('COMPLETED');
    const history = await pm.get<
      Array<{ statusChanges: Array<{ status: string; createdBy: { userName: string } }> }>
    >(`/web/api/v9/job/getStatusChangesBulk?jobPart=${part}`);
    expect(
      history.body[0]?.statusChanges.map((change) => [change.status, change.createdBy.userName]),
    ).toEqual([
      ['NEW', 'pm'],
      ['COMPLETED', 'pm'],
    ]);
  });

  it('completes the project only once all its jobs are completed', async () => {
    const own = await createProject(pm, 'Completed by pre-translation');
    const first = await newJob(own);
    const second = await newJob(own, appJson, 'other.json');
    await preTranslate(
      pm,
      request(first, { setJobStatusCompleted: true, setProjectStatusCompleted: true }, own),
    );
    expect((await projectOf(own.uid)).status).toBe('NEW');
    await preTranslate(
      pm,
      request(second, { setJobStatusCompleted: true, setProjectStatusCompleted: true }, own),
    );
    expect((await projectOf(own.uid)).status).toBe('COMPLETED');
  });

  it("takes the project's pre-translate settings in place of the request's flags", async () => {
    const own = await createProject(pm, 'With pre-translate settings', ['de'], {
      preTranslateSettings: {
        useTranslationMemory: true,
        useMachineTranslation: false,
        tmMatchThreshold: 100,
        preTranslateNonTranslatables: true,
        confirm101Match: true,
        lockNonTranslatable: true,
        completeJobsOncePretranslated: true,
      },
    });
    await assignTms(pm, own, { read: [tm.read], write: [tm.read] });
    const part = await newJob(own);
    await preTranslate(
      pm,
      request(
        part,
        {
          useTranslationMemory: false,
          confirm100Matches: true,
          useProjectPreTranslateSettings: true,
        },
        own,
      ),
    );
    const segments = await segmentsOf(server, part);
    expect(segments.map((s) => [s.target, s.confirmed_levels, s.locked_levels])).toEqual([
      ['Willkommen bei Tessera', 1, 0],
      ['Speichern Sie Ihre Arbeit', 0, 0],
      ['', 0, 0],
      ['42 %', 0, 1],
      ['', 0, 0],
    ]);
    const jobs = await pm.get<{ jobs: Array<{ status: string }> }>(
      `/api/job/list?jobPartIds=${part}`,
    );
    expect(jobs.body.jobs[0]?.status).toBe('COMPLETED');
  });

  it('downloads the completed file with the translations in place', async () => {
    const part = await newJob();
    await preTranslate(pm, request(part, { preTranslateNonTranslatables: true }));
    const file = await completedFile(server, pm, part);
    expect(JSON.parse(new TextDecoder().decode(file.data))).toEqual({
      title: 'Willkommen bei Tessera',
      save: 'Speichern Sie Ihre Arbeit',
      menu: 'Öffnen Sie das Dateimenü',
      count: '42 %',
      fresh: strings.fresh,
    });
  });
});

describe('jobs created with preTranslate', () => {
  it("pre-translates each new job with the project's settings once imported", async () => {
    const own = await createProject(pm, 'Pre-translate on creation', ['de'], {
      preTranslateSettings: {
        useMachineTranslation: false,
        tmMatchThreshold: 100,
        confirm100Match: true,
      },
    });
    await assignTms(pm, own, { read: [tm.read], write: [tm.read] });
    const asked = await importJobs(
      pm,
      { projectUid: own.uid, targetLocales: ['de'], preTranslate: true },
      { 'app.json': appJson },
    );
    const skipped = await importJobs(
      pm,
      { projectUid: own.uid, targetLocales: ['de'] },
      { 'plain.json': appJson },
    );
    await server.ctx.tasks.idle();
    const segments = await segmentsOf(server, asked.jobs[0]!.id);
    expect(segments.map((s) => [s.target, s.confirmed_levels])).toEqual([
      ['Willkommen bei Tessera', 0],
      ['Speichern Sie Ihre Arbeit', 1],
      ['', 0],
      ['', 0],
      ['', 0],
    ]);
    expect(await targets(skipped.jobs[0]!.id)).toEqual(['', '', '', '', '']);
  });
});

describe('selection fields', () => {
  it('pre-translates every job the filters match with selectAllOnServer', async () => {
    const own = await createProject(pm, 'Selected on the server');
    await assignTms(pm, own, { read: [tm.read], write: [tm.read] });
    const chosen = await newJob(own, appJson, 'chosen.json');
    const other = await newJob(own, appJson, 'other.json');
    const task = await preTranslate(pm, {
      projectUid: own.uid,
      selectAllOnServer: true,
      fileName: 'chosen',
    });
    expect(task.result.jobs.map((job) => job.jobPartId)).toEqual([chosen]);
    expect((await targets(chosen))[TITLE]).toBe('Willkommen bei Tessera');
    expect((await targets(other))[TITLE]).toBe('');
  });
});

describe('validation and rights', () => {
  it('answers 400 naming the field and changes nothing', async () => {
    const part = await newJob();
    const threshold = await pm.post<ErrorReply>(
      '/api/job/preTranslate',
      request(part, { translationMemoryThreshold: 'high' as unknown as number }),
    );
    expect(threshold.status).toBe(400);
    expect(threshold.body.errors).toEqual([
      { field: 'translationMemoryThreshold', message: preTranslateMessages.thresholdNotNumber },
    ]);
    const flag = await pm.post<ErrorReply>(
      '/api/job/preTranslate',
      request(part, { overwrite: 'yes' as unknown as boolean }),
    );
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual([
      { field: 'overwrite', message: preTranslateMessages.flagNotBoolean },
    ]);
    const range = await pm.post<ErrorReply>(
      '/api/job/preTranslate',
      request(part, { translationMemoryThreshold: 70 }),
    );
    expect(range.body.errors).toEqual([
      { field: 'translationMemoryThreshold', message: preTranslateMessages.thresholdRange },
    ]);
    await server.ctx.tasks.idle();
    expect(await targets(part)).toEqual(['', '', '', '', '']);
  });

  it("answers 404 for another organization's jobs and 403 to a linguist", async () => {
    const part = await newJob();
    const other = await createTenant(server, 'Elsewhere');
    const stranger = await other.as('pm');
    expect((await stranger.post('/api/job/preTranslate', request(part))).status).toBe(404);
    const theirs = await stranger.post('/api/job/pseudoTranslate', request(part));
    expect(theirs.status).toBe(404);

    const linguistId = await userId(server, 'linguist');
    const created = await importJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: [{ workflowStepId: -1, assignedUserIds: [linguistId] }],
      },
      { 'assigned.json': appJson },
    );
    const linguist = await server.as('linguist');
    const refused = await linguist.post('/api/job/preTranslate', request(created.jobs[0]!.id));
    expect(refused.status).toBe(403);
    expect(
      (await linguist.post('/api/job/pseudoTranslate', request(created.jobs[0]!.id))).status,
    ).toBe(403);
    await server.ctx.tasks.idle();
    expect(await targets(created.jobs[0]!.id)).toEqual(['', '', '', '', '']);
  });
});
