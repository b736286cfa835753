import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorFilterMessages,
  editorMessages,
  type ErrorBody,
  type Project,
  type SegmentReplace,
  type SegmentsReplaced,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { historyOf, page, saved, segments } from './editorHelpers.js';
import { importJobs } from './fixtures/jobs/files.js';
import { encode } from './preTranslateHelpers.js';
import { ignore, jobOf, runAndRead, translate, warningsPage } from './qaHelpers.js';
import { createTenant, userId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let linguistId = 0;
let project: Project;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  project = await createProject(pm, 'Editor filters', ['de'], {
    qualitySettings: {
      emptyTargets: true,
      missingNumbers: true,
      unconfirmedSegment: false,
      spelling: false,
      identicalToSource: false,
    },
  });
});
afterAll(() => server.close());

const texts = [
  'Order 42 items today',
  'Save your work',
  'Open the menu',
  'Save your work',
  'Price: 100% (net)',
  'Close the file_menu',
];

/**
 * A job of the texts: 1 a draft missing its number (a QA warning), 2 confirmed, 3 a draft,
 * 4 a locked repetition of 2, 5 empty (a QA warning, ignored), 6 a draft.
 */
async function preparedJob(assignedUserIds: number[] = []): Promise<number> {
  const part = await jobOf(pm, project, texts, assignedUserIds);
  await translate(pm, part, {
    1: 'Bestellen Sie heute Artikel',
    3: 'Öffnen Sie das Menü',
    4: 'Speichern Sie Ihre Arbeit',
    6: 'Schließen Sie das Datei_Menü',
  });
  const second = (await segments(pm, part))[1]!;
  await saved(pm, {
    jobPartId: part,
    segmentId: second.id,
    target: 'Speichern Sie Ihre Arbeit',
    version: second.version,
    confirm: true,
  });
  const fourth = (await segments(pm, part))[3]!;
  await server.ctx.db.kysely
    .updateTable('segments')
    .set({ locked_levels: 1 })
    .where('id', '=', fourth.id)
    .execute();
  const warnings = await runAndRead(pm, part);
  const empty = warnings.find((warning) => warning.check === 'emptyTargets');
  expect((await ignore(pm, part, empty!.id)).status).toBe(200);
  return part;
}

/** The segment numbers and total a filter answers. */
async function shown(client: ApiClient, part: number, query: string) {
  const reply = await page(client, part, query);
  expect(reply.status, reply.text).toBe(200);
  return { total: reply.body.total, ordinals: reply.body.segments.map((s) => s.ordinal) };
}

const replace = (client: ApiClient, body: Partial<SegmentReplace>) =>
  client.post<SegmentsReplaced & ErrorBody>('/api/editor/replace', body);

let part = 0;
beforeAll(async () => {
  part = await preparedJob();
});

describe('GET /api/editor/segments with a filter', () => {
  it('selects segments by status, QA warnings and repetitions', async () => {
    expect(await shown(pm, part, '&filter=ALL')).toEqual({
      total: 6,
      ordinals: [1, 2, 3, 4, 5, 6],
    });
    expect(await shown(pm, part, '&filter=UNCONFIRMED')).toEqual({
      total: 4,
      ordinals: [1, 3, 5, 6],
    });
    expect(await shown(pm, part, '&filter=CONFIRMED')).toEqual({ total: 1, ordinals: [2] });
    expect(await shown(pm, part, '&filter=LOCKED')).toEqual({ total: 1, ordinals: [4] });
    // Segment 5's warning is ignored: only unresolved warnings count.
    expect(await shown(pm, part, '&filter=QA_WARNINGS')).toEqual({ total: 1, ordinals: [1] });
    expect(await shown(pm, part, '&filter=REPETITIONS')).toEqual({ total: 2, ordinals: [2, 4] });
    const unknown = await page(pm, part, '&filter=SOMETIMES');
    expect(unknown.status).toBe(400);
  });

  it('searches plain text in source and target, case-insensitive unless the case must match', async () => {
    expect(await shown(pm, part, '&source=MENU')).toEqual({ total: 2, ordinals: [3, 6] });
    expect(await shown(pm, part, '&source=Menu&matchCase=true')).toEqual({
      total: 0,
      ordinals: [],
    });
    expect(await shown(pm, part, '&source=menu&matchCase=true')).toEqual({
      total: 2,
      ordinals: [3, 6],
    });
    // LIKE's wildcards are taken literally.
    expect(await shown(pm, part, `&source=${encodeURIComponent('100%')}`)).toEqual({
      total: 1,
      ordinals: [5],
    });
    expect(await shown(pm, part, '&source=_')).toEqual({ total: 1, ordinals: [6] });
    // Beyond ASCII too, on both databases.
    const menu = (text: string) => `&target=${encodeURIComponent(text)}`;
    expect(await shown(pm, part, menu('MENÜ'))).toEqual({ total: 2, ordinals: [3, 6] });
    expect(await shown(pm, part, `${menu('MENÜ')}&matchCase=true`)).toEqual({
      total: 0,
      ordinals: [],
    });
    expect(await shown(pm, part, `${menu('Menü')}&matchCase=true`)).toEqual({
      total: 2,
      ordinals: [3, 6],
    });
    expect(await shown(pm, part, '&target=arbeit&source=save')).toEqual({
      total: 2,
      ordinals: [2, 4],
    });
    expect(await shown(pm, part, '&target=arbeit&filter=CONFIRMED')).toEqual({
      total: 1,
      ordinals: [2],
    });
  });

  it('searches regular expressions and pages through the matches', async () => {
    const saveOrOpen = `&regex=true&source=${encodeURIComponent('^(save|open)\\b')}`;
    expect(await shown(pm, part, saveOrOpen)).toEqual({ total: 3, ordinals: [2, 3, 4] });
    expect(await shown(pm, part, `${saveOrOpen}&matchCase=true`)).toEqual({
      total: 0,
      ordinals: [],
    });
    expect(await shown(pm, part, `${saveOrOpen}&offset=1&limit=1`)).toEqual({
      total: 3,
      ordinals: [3],
    });
    expect(await shown(pm, part, `${saveOrOpen}&filter=UNCONFIRMED`)).toEqual({
      total: 1,
      ordinals: [3],
    });
    expect(await shown(pm, part, `&regex=true&target=${encodeURIComponent('Arbeit$')}`)).toEqual({
      total: 2,
      ordinals: [2, 4],
    });
    // A pattern that backtracking engines take exponential time on is answered like any other.
    const nested = encodeURIComponent('^(a+)+$');
    expect(await shown(pm, part, `&regex=true&source=${nested}`)).toEqual({
      total: 0,
      ordinals: [],
    });
  });

  it('answers 400 with a clear message to a bad regular expression', async () => {
    for (const pattern of ['(open', '(a)\\1']) {
      const reply = await page(pm, part, `&regex=true&source=${encodeURIComponent(pattern)}`);
      expect(reply.status).toBe(400);
      expect(reply.body.errorCode).toBe('InvalidRegularExpression');
      expect(reply.body.errorDescription).toMatch(
        new RegExp(`^${editorFilterMessages.invalidRegex.replace('{reason}', '')}\\S`),
      );
      expect(reply.body.errors?.[0]?.field).toBe('source');
    }
    // Taken literally, the same text is no error.
    expect((await page(pm, part, `&source=${encodeURIComponent('(open')}`)).status).toBe(200);
  });
});

describe('POST /api/editor/replace', () => {
  it('replaces in targets not locked, each a new unconfirmed version with a history entry', async () => {
    const job = await preparedJob();
    const before = await segments(pm, job);
    const reply = await replace(pm, {
      jobPartId: job,
      find: 'Sie',
      replace: 'du',
      matchCase: true,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.changed).toBe(4);
    const after = await segments(pm, job);
    expect(after.map((s) => s.target)).toEqual([
      'Bestellen du heute Artikel',
      'Speichern du Ihre Arbeit',
      'Öffnen du das Menü',
      'Speichern Sie Ihre Arbeit',
      '',
      'Schließen du das Datei_Menü',
    ]);
    expect(after.map((s, i) => s.version - before[i]!.version)).toEqual([1, 1, 1, 0, 0, 1]);
    // A replaced confirmed segment is an edit waiting for its confirm.
    expect(after[1]).toMatchObject({ status: 'DRAFT', confirmed: false, matchOrigin: 'HUMAN' });
    expect(after[3]).toMatchObject({ locked: true, version: before[3]!.version });
    const [last] = await historyOf(pm, job, after[2]!.id);
    expect(last).toMatchObject({
      target: 'Öffnen du das Menü',
      traceId: reply.body.traceId,
      matchOrigin: 'HUMAN',
      modifiedBy: { userName: 'pm' },
    });
  });

  it('replaces regular expressions with $1 groups within the filter, and refreshes QA', async () => {
    const job = await preparedJob();
    const unconfirmed = await replace(pm, {
      jobPartId: job,
      find: '^(\\S+) Sie',
      replace: 'Bitte $1',
      regex: true,
      within: { filter: 'UNCONFIRMED', source: 'the', target: '', regex: false, matchCase: false },
    });
    expect(unconfirmed.status, unconfirmed.text).toBe(200);
    expect(unconfirmed.body.changed).toBe(2);
    expect((await segments(pm, job)).map((s) => s.target)).toEqual([
      'Bestellen Sie heute Artikel',
      'Speichern Sie Ihre Arbeit',
      'Bitte Öffnen das Menü',
      'Speichern Sie Ihre Arbeit',
      '',
      'Bitte Schließen das Datei_Menü',
    ]);
    // Segment 1's missing number is fixed by the replace: its warning goes with it.
    const fixed = await replace(pm, { jobPartId: job, find: 'heute', replace: 'heute 42' });
    expect(fixed.body.changed).toBe(1);
    expect(await shown(pm, job, '&filter=QA_WARNINGS')).toEqual({ total: 0, ordinals: [] });
    const none = await replace(pm, { jobPartId: job, find: 'nirgends', replace: 'x' });
    expect(none.body.changed).toBe(0);
    const bad = await replace(pm, { jobPartId: job, find: '(', replace: 'x', regex: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('find');
    const empty = await replace(pm, { jobPartId: job, find: '', replace: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.errorDescription).toBe(editorFilterMessages.findRequired);
  });

  it('leaves a target whose tags the replace would change as it is', async () => {
    const xliff = encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
        `<file original="a" source-language="en" target-language="de"><body>\n` +
        '<trans-unit id="1"><source>Click <g id="1">Save</g> now.</source></trans-unit>\n' +
        `</body></file></xliff>\n`,
    );
    const created = await importJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'page.xlf': xliff },
    );
    const job = created.jobs[0]!.id;
    const [segment] = await segments(pm, job);
    const tagged = segment!.source.replace('Click', 'Klicken Sie auf').replace('now', 'jetzt');
    expect(tagged).toMatch(/^Klicken Sie auf \{1\}Save\{\/1\} jetzt\.$/);
    await saved(pm, {
      jobPartId: job,
      segmentId: segment!.id,
      target: tagged,
      version: 0,
      confirm: false,
    });
    const intoTag = await replace(pm, { jobPartId: job, find: '\\d', replace: '9', regex: true });
    expect(intoTag.body.changed).toBe(0);
    const text = await replace(pm, { jobPartId: job, find: 'Save', replace: 'Sichern' });
    expect(text.body.changed).toBe(1);
    expect((await segments(pm, job))[0]!.target).toBe(tagged.replace('Save', 'Sichern'));
  });

  it('checks QA of many replaced segments in one pass', async () => {
    const items = Array.from({ length: 120 }, (_, i) => `Item ${i + 1}`);
    const job = await jobOf(pm, project, items);
    const before = await runAndRead(pm, job);
    expect(before.filter((w) => w.check === 'emptyTargets')).toHaveLength(120);
    const reply = await replace(pm, {
      jobPartId: job,
      find: '^$',
      replace: 'Artikel',
      regex: true,
    });
    expect(reply.body.changed).toBe(120);
    const after = (await warningsPage(pm, job)).body.warnings;
    expect(after.filter((w) => w.check === 'emptyTargets')).toEqual([]);
    expect(after.filter((w) => w.check === 'missingNumbers')).toHaveLength(120);
  });

  it("refuses a linguist's read-only part and another organization's, changing nothing", async () => {
    const job = await preparedJob([linguistId]);
    const status = await pm.post('/api/job/changeStatus', {
      projectUid: project.uid,
      jobPartIds: [job],
      newStatus: 'COMPLETED',
    });
    expect(status.status, status.text).toBe(200);
    const refused = await replace(linguist, { jobPartId: job, find: 'Sie', replace: 'du' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorDescription).toBe(editorMessages.jobFinished);
    const other = await createTenant(server, 'Elsewhere');
    const stranger = await other.as('pm');
    expect((await replace(stranger, { jobPartId: job, find: 'Sie', replace: 'du' })).status).toBe(
      404,
    );
    expect((await page(stranger, job, '&filter=CONFIRMED')).status).toBe(404);
    const targets = (await segments(pm, job)).map((s) => s.target);
    expect(targets.filter((target) => target.includes('du'))).toEqual([]);
  });
});
