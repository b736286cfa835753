import { describe, expect, it } from 'vitest';
import type { TmUnitPage } from '@tessera/contracts';
import { createProject } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import {
  assignTms,
  countsOf,
  createTm,
  encode,
  preTranslate,
  segmentsOf,
} from './preTranslateHelpers.js';
import {
  appJson,
  COUNT,
  fuzzyScore,
  MENU,
  newJob,
  pm,
  project,
  request,
  SAVE,
  server,
  strings,
  targets,
  TITLE,
  tm,
} from './preTranslateFixture.js';

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
