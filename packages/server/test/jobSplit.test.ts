import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitMessages, type JobPart, type Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, stepId, userId } from './tenants.js';
import {
  firstLevel,
  jobOfTexts,
  listed,
  projectList,
  split,
  splitInto,
  tenTexts,
} from './jobSplitHelpers.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let linguistId = 0;
let project: Project;
let due = '';

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  const steps = [await stepId(server, 'Translation'), await stepId(server, 'Revision')];
  project = await createProject(pm, 'Split', ['de'], { workflowStepIds: steps });
  due = new Date(server.clock.now().getTime() + 48 * 3_600_000).toISOString();
});
afterAll(() => server.close());

/** A job of ten segments whose translation is assigned to the linguist, due in two days. */
const tenSegmentJob = () =>
  jobOfTexts(pm, project, tenTexts, [
    { workflowStepId: project.workflowSteps[0]!.id, assignedUserIds: [linguistId], dueDate: due },
  ]);

const sizes = (parts: readonly JobPart[]) => parts.map((part) => part.segmentsCount);

const changeStatus = (ids: number[], newStatus: string) =>
  pm.post('/api/job/changeStatus', { projectUid: project.uid, jobPartIds: ids, newStatus });

describe('splitting a job', () => {
  it('into X parts: parts with a parent, each level copied with assignees, status, due and history', async () => {
    const [translation = 0, revision = 0] = await tenSegmentJob();
    expect((await changeStatus([translation], 'EMAILED')).status).toBe(200);
    const reply = await split(pm, 'splitByPartsCount', [translation], { partsCount: 3 });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.jobs).toHaveLength(6);
    const parts = firstLevel(reply.body.jobs);
    expect(sizes(parts)).toEqual([4, 3, 3]);
    expect(parts.map((part) => part.wordsCount)).toEqual([8, 6, 6]);
    expect(parts.map((part) => part.splitPart)).toEqual([
      { number: 1, count: 3 },
      { number: 2, count: 3 },
      { number: 3, count: 3 },
    ]);
    for (const part of parts)
      expect(part).toMatchObject({
        hasParent: true,
        fileName: 'texts.json',
        status: 'EMAILED',
        dateDue: due,
        assignees: [{ id: linguistId, type: 'USER' }],
      });
    const revisions = reply.body.jobs.filter((part) => part.workflowLevel === 2);
    expect(revisions.map((part) => [part.status, part.assignees])).toEqual([
      ['NEW', []],
      ['NEW', []],
      ['NEW', []],
    ]);
    expect(new Set(parts.map((part) => part.internalId)).size).toBe(3);
    const history = await pm.get<Array<{ statusChanges: Array<{ status: string }> }>>(
      `/web/api/v9/job/getStatusChangesBulk?jobPart=${parts[0]!.id}`,
    );
    expect(history.body[0]!.statusChanges.map((change) => change.status)).toEqual([
      'NEW',
      'EMAILED',
    ]);
    // The original's parts are gone: the parts stand in its place in the list.
    expect((await listed(pm, [translation])).status).toBe(404);
    expect((await listed(pm, [revision])).status).toBe(404);
    const listedIds = (await projectList(pm, project)).map((part) => part.id);
    expect(listedIds).toEqual(expect.arrayContaining(parts.map((part) => part.id)));
    const linguistList = await linguist.get<{ jobs: JobPart[] }>('/api/job/filter?listStatus=NEW');
    expect(linguistList.body.jobs.map((job) => job.id)).toEqual(
      expect.arrayContaining(parts.map((part) => part.id)),
    );
  });

  it('every X segments, with its bound and message', async () => {
    const [part = 0] = await tenSegmentJob();
    const over = await split(pm, 'splitByPartSize', [part], { partSize: 11 });
    expect(over.status).toBe(400);
    expect(over.body.errorDescription).toBe('Enter a number of segments per part from 1 to 10.');
    expect(over.body.errors).toEqual([{ field: 'partSize', message: over.body.errorDescription }]);
    expect(sizes(await splitInto(pm, 'splitByPartSize', [part], { partSize: 4 }))).toEqual([
      4, 4, 2,
    ]);
  });

  it('every X words, with its bound (the word count) and message', async () => {
    const [part = 0] = await tenSegmentJob();
    const over = await split(pm, 'splitByWordCount', [part], { wordCount: 21 });
    expect(over.status).toBe(400);
    expect(over.body.errorDescription).toBe('Enter a number of words per part from 1 to 20.');
    const parts = await splitInto(pm, 'splitByWordCount', [part], { wordCount: 5 });
    expect(sizes(parts)).toEqual([2, 2, 2, 2, 2]);
  });

  it('after given segments, sorted and once each, with its bound and message', async () => {
    const [part = 0] = await tenSegmentJob();
    const over = await split(pm, 'splitAfterSegment', [part], { segmentOrdinal: [3, 11] });
    expect(over.status).toBe(400);
    expect(over.body.errorDescription).toBe(
      'Enter one or more segment numbers from 1 to 10, separated by commas.',
    );
    const body = { segmentOrdinal: [7, 2, 7, 10] };
    expect(sizes(await splitInto(pm, 'splitAfterSegment', [part], body))).toEqual([2, 5, 3]);
  });

  it('into more parts than segments is refused; into one part changes nothing', async () => {
    const [part = 0] = await tenSegmentJob();
    const over = await split(pm, 'splitByPartsCount', [part], { partsCount: 11 });
    expect(over.status).toBe(400);
    expect(over.body.errorDescription).toBe('Enter a number of parts from 1 to 10.');
    const whole = await split(pm, 'splitByPartsCount', [part], { partsCount: 1 });
    expect(whole.status, whole.text).toBe(200);
    expect(whole.body.jobs).toEqual([]);
    const [still] = (await listed(pm, [part])).body.jobs;
    expect(still).toMatchObject({ hasParent: false, splitPart: null, segmentsCount: 10 });
  });

  it('splits several jobs once each, bounded by the smallest, all or nothing', async () => {
    const [big = 0, bigRevision = 0] = await tenSegmentJob();
    const [small = 0] = await jobOfTexts(pm, project, tenTexts.slice(0, 6));
    const both = [big, bigRevision, small];
    const over = await split(pm, 'splitByPartsCount', both, { partsCount: 7 });
    expect(over.status).toBe(400);
    expect(over.body.errorDescription).toBe('Enter a number of parts from 1 to 6.');
    expect((await listed(pm, both)).body.jobs).toHaveLength(3);
    const reply = await split(pm, 'splitByPartsCount', both, { partsCount: 2 });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.jobs).toHaveLength(8);
    expect(sizes(firstLevel(reply.body.jobs)).sort()).toEqual([3, 3, 5, 5]);
  });

  it('splits a part again, keeping all parts under the one original', async () => {
    const [part = 0] = await tenSegmentJob();
    const [first, second] = await splitInto(pm, 'splitByPartsCount', [part], { partsCount: 2 });
    // Segment numbers within the job: the part's 2nd segment is the file's 7th.
    const again = await splitInto(pm, 'splitAfterSegment', [second!.id], { segmentOrdinal: [2] });
    expect(sizes(again)).toEqual([2, 3]);
    expect((await listed(pm, [second!.id])).status).toBe(404);
    const family = (await listed(pm, [first!.id, ...again.map((p) => p.id)])).body.jobs;
    expect(family.map((p) => [p.segmentsCount, p.splitPart])).toEqual([
      [5, { number: 1, count: 3 }],
      [2, { number: 2, count: 3 }],
      [3, { number: 3, count: 3 }],
    ]);
  });
});

describe('split refusals', () => {
  it('splits a job once when two splits of it meet', async () => {
    const [part = 0] = await tenSegmentJob();
    const replies = await Promise.all([
      split(pm, 'splitByPartsCount', [part], { partsCount: 2 }),
      split(pm, 'splitByPartsCount', [part], { partsCount: 5 }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 404]);
    const made = replies.flatMap((reply) => (reply.status === 200 ? reply.body.jobs : []));
    const parts = firstLevel(made);
    expect(sizes(parts).reduce((sum, size) => sum + size, 0)).toBe(10);
  });

  it('refuses a job with a completed or cancelled level', async () => {
    const [translation = 0, revision = 0] = await tenSegmentJob();
    expect((await changeStatus([revision], 'COMPLETED')).status).toBe(200);
    const reply = await split(pm, 'splitByPartsCount', [translation], { partsCount: 2 });
    expect(reply.status).toBe(400);
    expect(reply.body.errorDescription).toBe(splitMessages.finished);
    const [cancelled = 0] = await tenSegmentJob();
    expect((await changeStatus([cancelled], 'CANCELLED')).status).toBe(200);
    const refused = await split(pm, 'splitByPartSize', [cancelled], { partSize: 2 });
    expect(refused.body.errorDescription).toBe(splitMessages.finished);
    expect((await listed(pm, [translation, cancelled])).body.jobs).toHaveLength(2);
  });

  it('refuses a job a pre-translation still works on', async () => {
    const [translation = 0, revision = 0] = await tenSegmentJob();
    // As while POST /api/job/preTranslate runs on the revision.
    await server.ctx.db.kysely
      .updateTable('job_parts')
      .set({ pre_translate_status: 'RUNNING' })
      .where('id', '=', revision)
      .execute();
    const reply = await split(pm, 'splitByPartsCount', [translation], { partsCount: 2 });
    expect(reply.status).toBe(400);
    expect(reply.body.errorDescription).toBe(splitMessages.busy);
  });

  it('refuses a job with an open offer', async () => {
    const [translation = 0, revision = 0] = await tenSegmentJob();
    const vendors = await pm.get<Array<{ id: number }>>('/web/api/v9/vendor/list');
    const offered = await pm.post('/api/job/offer', {
      projectUid: project.uid,
      jobPartIds: [revision],
      vendorIds: [vendors.body[0]!.id],
    });
    expect(offered.status, offered.text).toBe(200);
    const reply = await split(pm, 'splitByPartsCount', [translation], { partsCount: 2 });
    expect(reply.status).toBe(400);
    expect(reply.body.errorDescription).toBe(splitMessages.withOffer);
  });

  it('refuses an assigned linguist (403); 404 for another organization and an unassigned linguist', async () => {
    const [assigned = 0, revision = 0] = await tenSegmentJob();
    const mine = await split(linguist, 'splitByPartsCount', [assigned], { partsCount: 2 });
    expect(mine.status).toBe(403);
    const notMine = await split(linguist, 'splitByPartsCount', [revision], { partsCount: 2 });
    expect(notMine.status).toBe(404);
    const stranger = await (await createTenant(server, 'Split Elsewhere')).as('pm');
    const other = await split(stranger, 'splitByPartsCount', [assigned], { partsCount: 2 });
    expect(other.status).toBe(404);
    expect((await listed(pm, [assigned, revision])).body.jobs).toHaveLength(2);
  });

  it('answers 400 for bad bodies and queries, changing nothing', async () => {
    const [part = 0] = await tenSegmentJob();
    const bad: Array<[Parameters<typeof split>[1], unknown]> = [
      ['splitByPartsCount', { partsCount: 'two' }],
      ['splitByPartSize', { partSize: 0 }],
      ['splitByWordCount', { wordCount: 2.5 }],
      ['splitAfterSegment', { segmentOrdinal: [] }],
      ['splitAfterSegment', {}],
    ];
    for (const [call, body] of bad) expect((await split(pm, call, [part], body)).status).toBe(400);
    const noJob = await pm.post('/web/api/v9/job/splitByPartsCount', { partsCount: 2 });
    expect(noJob.status).toBe(400);
    const [still] = (await listed(pm, [part])).body.jobs;
    expect(still).toMatchObject({ hasParent: false, segmentsCount: 10 });
  });
});
