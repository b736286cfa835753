// What a split part carries and gives back: its segments with their history, comments and QA
// warnings, the joined completed file, the hidden original's end, and the project status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobErrorCodes, type JobPart, type Project, type SegmentComment } from '@tessera/contracts';
import { openBlobStorage } from '../src/storage/blobStorage.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { historyOf, saved, segments } from './editorHelpers.js';
import { found, runAndRead, warningsPage } from './qaHelpers.js';
import { download } from './preTranslateHelpers.js';
import { jobOfTexts, splitInto, tenTexts } from './jobSplitHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

const sixTexts = tenTexts.slice(0, 6);
const german = (text: string) => `DE ${text}`;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Split data', ['de'], {
    qualitySettings: {
      emptyTargets: true,
      missingNumbers: false,
      unconfirmedSegment: false,
      spelling: false,
      identicalToSource: false,
    },
  });
});
afterAll(() => server.close());

/** Translates and confirms every segment of the part through the editor. */
async function translateAll(part: number) {
  for (const segment of await segments(pm, part))
    await saved(pm, {
      jobPartId: part,
      segmentId: segment.id,
      target: german(segment.source),
      version: segment.version,
      confirm: true,
    });
}

const completed = (parts: number[], failOnWarnings = true) =>
  download(server, pm, '/api/job/getCompletedFiles', {
    jobPart: parts.map(String),
    failOnWarnings: String(failOnWarnings),
  });

/** The original's row, found through one of its parts. */
async function parentOf(part: number) {
  const db = server.ctx.db.kysely;
  const row = await db
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select('j.parent_id')
    .where('jp.id', '=', part)
    .executeTakeFirstOrThrow();
  return db.selectFrom('jobs').selectAll().where('id', '=', row.parent_id!).executeTakeFirst();
}

describe('a split part', () => {
  it("takes its segments' history, comments and QA warnings; the editor shows only its segments", async () => {
    const [job = 0] = await jobOfTexts(pm, project, sixTexts);
    const before = await segments(pm, job);
    await saved(pm, {
      jobPartId: job,
      segmentId: before[3]!.id,
      target: 'Eta',
      version: 0,
      confirm: false,
    });
    const comment = await pm.post<SegmentComment>('/api/editor/comment', {
      jobPartId: job,
      segmentId: before[4]!.id,
      text: 'Which iota?',
    });
    expect(comment.status, comment.text).toBe(201);
    expect(found(await runAndRead(pm, job), 'emptyTargets')).toHaveLength(5);

    const [first, second] = await splitInto(pm, 'splitAfterSegment', [job], {
      segmentOrdinal: [3],
    });
    const inFirst = await segments(pm, first!.id);
    const inSecond = await segments(pm, second!.id);
    expect(inFirst.map((segment) => segment.ordinal)).toEqual([1, 2, 3]);
    expect(inSecond.map((segment) => [segment.ordinal, segment.target])).toEqual([
      [4, 'Eta'],
      [5, ''],
      [6, ''],
    ]);
    expect((await historyOf(pm, second!.id, before[3]!.id)).map((c) => c.target)).toContain('Eta');
    const comments = await pm.get<SegmentComment[]>(
      `/api/editor/comments?jobPart=${second!.id}&segment=${before[4]!.id}`,
    );
    expect(comments.body.map((c) => c.text)).toEqual(['Which iota?']);
    // Another part's segment is not this part's.
    const elsewhere = await pm.get(
      `/api/editor/segmentHistory?jobPart=${first!.id}&segment=${before[3]!.id}`,
    );
    expect(elsewhere.status).toBe(404);
    const warnings = async (part: number) =>
      found((await warningsPage(pm, part)).body.warnings, 'emptyTargets').map(([n]) => n);
    expect(await warnings(first!.id)).toEqual([1, 2, 3]);
    expect(await warnings(second!.id)).toEqual([5, 6]);
  });
});

describe('downloads of split parts', () => {
  it('give the one original file with every part’s targets; the bilingual file is the part’s', async () => {
    const [job = 0] = await jobOfTexts(pm, project, sixTexts);
    const parts = await splitInto(pm, 'splitByPartsCount', [job], { partsCount: 3 });
    const [p1, p2, p3] = parts.map((part) => part.id) as [number, number, number];
    await translateAll(p1);
    await translateAll(p2);
    const warned = await completed([p1]);
    expect(warned.status).toBe(400);
    const body = (await warned.json()) as {
      errorDescription: string;
      details: { warnings: Array<{ jobPartId: number }> };
    };
    expect(body.errorDescription).toBe(jobErrorCodes.JobContainsEmptyTargets);
    expect(body.details.warnings.map((warning) => warning.jobPartId)).toContain(p3);

    const partial = await completed([p1], false);
    expect(partial.status).toBe(200);
    const halfway = JSON.parse(new TextDecoder().decode(await partial.arrayBuffer())) as object;
    expect(Object.values(halfway)).toEqual([
      ...sixTexts.slice(0, 4).map(german),
      ...sixTexts.slice(4),
    ]);

    await translateAll(p3);
    const whole = await completed([p1, p2, p3]);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toContain('.json');
    const joined = JSON.parse(new TextDecoder().decode(await whole.arrayBuffer())) as object;
    expect(Object.values(joined)).toEqual(sixTexts.map(german));

    // The bilingual file stays the part's own.
    const mxliff = await download(server, pm, '/api/job/getBilingualFile', {
      jobPart: String(p2),
      format: 'MXLF',
    });
    const xml = new TextDecoder().decode(await mxliff.arrayBuffer());
    expect(xml).toContain(german(sixTexts[2]!));
    expect(xml).not.toContain(german(sixTexts[0]!));
    const form = new FormData();
    form.set('format', 'MXLF');
    const edited = xml.replace(`<target>${german(sixTexts[2]!)}</target>`, '<target>Neu</target>');
    form.set('bilingualFile', new Blob([edited]), 'texts_en-de-1.mxliff');
    const uploaded = await pm.post<{ segmentsChanged: number }>(
      `/web/api/v9/job/uploadBilingualFile?jobPart=${p2}`,
      form,
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.segmentsChanged).toBe(1);
    expect((await segments(pm, p2)).map((segment) => [segment.ordinal, segment.target])).toEqual([
      [3, 'Neu'],
      [4, german(sixTexts[3]!)],
    ]);
  });

  it('deleting every part deletes the hidden original and frees its files', async () => {
    const [job = 0] = await jobOfTexts(pm, project, sixTexts);
    const parts = await splitInto(pm, 'splitByPartSize', [job], { partSize: 3 });
    const original = await parentOf(parts[0]!.id);
    expect(original).toBeDefined();
    const remove = (ids: number[]) =>
      pm.delete('/api/job', { projectUid: project.uid, jobPartIds: ids });
    expect((await remove([parts[0]!.id])).status).toBe(200);
    expect(await parentOf(parts[1]!.id)).toBeDefined();
    expect((await remove([parts[1]!.id])).status).toBe(200);
    const db = server.ctx.db.kysely;
    const left = await db.selectFrom('jobs').select('id').where('id', '=', original!.id).execute();
    expect(left).toEqual([]);
    const storage = openBlobStorage(server.config);
    await expect(storage.size(original!.file_blob_key)).rejects.toThrow();
  });
});

describe('project status with split parts', () => {
  it('completes the project once every part is completed: the hidden original does not count', async () => {
    // Completed (not by the linguist) jobs complete the project under this rule.
    const completing = await createProject(pm, 'Split completion', ['de'], {
      accessAndAutomationSettings: { setProjectToCompletedJobStatus: 'DELIVERED' },
    });
    const [job = 0] = await jobOfTexts(pm, completing, sixTexts);
    const parts = await splitInto(pm, 'splitByPartsCount', [job], { partsCount: 2 });
    const change = (ids: number[]) =>
      pm.post<{ jobs: JobPart[] }>('/api/job/changeStatus', {
        projectUid: completing.uid,
        jobPartIds: ids,
        newStatus: 'COMPLETED',
      });
    const status = async () =>
      (await pm.get<Project>(`/api/project?uid=${completing.uid}`)).body.status;
    expect((await change([parts[0]!.id])).status).toBe(200);
    expect(await status()).not.toBe('COMPLETED');
    expect((await change([parts[1]!.id])).status).toBe(200);
    expect(await status()).toBe('COMPLETED');
  });
});
