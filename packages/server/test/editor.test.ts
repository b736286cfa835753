import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMessages, type Project, type TmUnitPage } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { assignTms, countsOf, createTm } from './preTranslateHelpers.js';
import { createTenant, userId } from './tenants.js';
import { newJob, page, save, saved, segments, strings } from './editorHelpers.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let project: Project;
let tm = 0;
let linguistId = 0;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  project = await createProject(pm, 'Editor');
  tm = await createTm(pm, 'Editor memory');
  await assignTms(pm, project, { read: [tm], write: [tm] });
});
afterAll(() => server.close());

const tmUnits = async () => {
  const reply = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${tm}&pageSize=50`);
  expect(reply.status).toBe(200);
  return reply.body.units.map((unit) => [unit.source, unit.target]);
};

describe('GET /api/editor/segments', () => {
  it("answers a page of the part's segments in file order", async () => {
    const part = await newJob(pm, project);
    const reply = await page(pm, part);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ jobPartId: part, workflowLevel: 1, total: 3, offset: 0 });
    expect(reply.body.editable).toBe(true);
    expect(reply.body.segments.map((s) => [s.ordinal, s.source, s.target, s.status])).toEqual([
      [1, strings.title, '', 'EMPTY'],
      [2, strings.save, '', 'EMPTY'],
      [3, strings.menu, '', 'EMPTY'],
    ]);
    expect(reply.body.segments[0]).toMatchObject({
      version: 0,
      confirmed: false,
      locked: false,
      matchOrigin: null,
      modifiedBy: null,
    });
    const second = await page(pm, part, '&offset=1&limit=1');
    expect(second.body.segments.map((s) => s.source)).toEqual([strings.save]);
    const tooMany = await page(pm, part, '&limit=501');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorDescription).toBe(editorMessages.pageLimit);
  });
});

describe('PUT /api/editor/segment', () => {
  it('saves a draft: a new version, the user as its author, HUMAN as its origin', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const body = { jobPartId: part, segmentId: first!.id, version: 0, confirm: false };
    const result = await saved(pm, { ...body, target: 'Willkommen' });
    expect(result.segment).toMatchObject({
      target: 'Willkommen',
      version: 1,
      status: 'DRAFT',
      confirmed: false,
      matchOrigin: 'HUMAN',
      modifiedBy: { userName: 'pm' },
    });
    expect(result.tmUnitsWritten).toBe(0);
    expect(result.traceId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await segments(pm, part))[0]).toEqual(result.segment);
    expect(await tmUnits()).toEqual([]);
  });

  it('answers 409 with the newer segment to a save of an older version, changing nothing', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const body = { jobPartId: part, segmentId: first!.id, version: 0, confirm: false };
    await saved(pm, { ...body, target: 'Willkommen bei Tessera' });
    const late = await save(linguist, { ...body, target: 'Hallo' });
    expect(late.status).toBe(404);
    const admin = await server.as('admin');
    const conflict = await save(admin, { ...body, target: 'Hallo', confirm: true });
    expect(conflict.status, conflict.text).toBe(409);
    expect(conflict.body.errorCode).toBe('SegmentVersionConflict');
    expect(conflict.body.details?.segment).toMatchObject({
      id: first!.id,
      target: 'Willkommen bei Tessera',
      version: 1,
      status: 'DRAFT',
      modifiedBy: { userName: 'pm' },
      modifiedAt: expect.any(Number),
    });
    const [after] = await segments(pm, part);
    expect(after).toMatchObject({ target: 'Willkommen bei Tessera', version: 1, confirmed: false });
    expect(await countsOf(pm, part)).toMatchObject({ confirmedSegmentsCount: 0 });
  });

  it("confirms at the part's level and writes the segment to the write memory", async () => {
    const part = await newJob(pm, project);
    const [, second] = await segments(pm, part);
    const result = await saved(pm, {
      jobPartId: part,
      segmentId: second!.id,
      target: 'Speichern Sie Ihre Arbeit',
      version: 0,
      confirm: true,
    });
    expect(result.segment).toMatchObject({ status: 'CONFIRMED', confirmed: true, version: 1 });
    expect(result.tmUnitsWritten).toBe(1);
    expect(await tmUnits()).toContainEqual([strings.save, 'Speichern Sie Ihre Arbeit']);
    expect(await countsOf(pm, part)).toMatchObject({ confirmedSegmentsCount: 1 });
    // A draft save of the confirmed segment takes the confirmation back.
    const draft = await saved(pm, {
      jobPartId: part,
      segmentId: second!.id,
      target: 'Speichern Sie Ihre Arbeit!',
      version: 1,
      confirm: false,
    });
    expect(draft.segment).toMatchObject({ status: 'DRAFT', version: 2 });
    expect(await countsOf(pm, part)).toMatchObject({ confirmedSegmentsCount: 0 });
  });

  it('refuses to confirm an empty target', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const reply = await save(pm, {
      jobPartId: part,
      segmentId: first!.id,
      target: '',
      version: 0,
      confirm: true,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'target', message: editorMessages.emptyConfirm }]);
  });

  it('keeps locked segments read-only', async () => {
    const part = await newJob(pm, project);
    const [, , third] = await segments(pm, part);
    await server.ctx.db.kysely
      .updateTable('segments')
      .set({ locked_levels: 1 })
      .where('id', '=', third!.id)
      .execute();
    expect((await segments(pm, part))[2]).toMatchObject({ locked: true, status: 'LOCKED' });
    const reply = await save(pm, {
      jobPartId: part,
      segmentId: third!.id,
      target: 'Geändert',
      version: 0,
      confirm: false,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errorCode: 'SegmentLocked',
      errorDescription: editorMessages.segmentLocked,
    });
    expect((await segments(pm, part))[2]).toMatchObject({ target: '', version: 0 });
  });

  it('validates the body', async () => {
    const reply = await save(pm, {
      jobPartId: 1,
      segmentId: 1,
      target: 'x',
      confirm: 'yes',
    } as object);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'version', message: editorMessages.versionRequired },
      { field: 'confirm', message: editorMessages.confirmBoolean },
    ]);
  });
});

describe('who may use the editor', () => {
  it('lets an assigned linguist read and save, and no other linguist', async () => {
    const part = await newJob(pm, project, [linguistId]);
    const [first] = await segments(linguist, part);
    const body = { jobPartId: part, segmentId: first!.id, version: 0, confirm: false };
    const linguist2 = await server.as('linguist2');
    expect((await page(linguist2, part)).status).toBe(404);
    expect((await save(linguist2, { ...body, target: 'Fremd' })).status).toBe(404);
    expect((await segments(pm, part))[0]).toMatchObject({ target: '', version: 0 });
    const result = await saved(linguist, { ...body, target: 'Willkommen' });
    expect(result.segment.modifiedBy).toEqual({ id: linguistId, userName: 'linguist' });
  });

  it("answers another organization's ids as not found and changes nothing", async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const other = await createTenant(server, 'Elsewhere');
    for (const role of ['admin', 'pm'] as const) {
      const client = await other.as(role);
      expect((await page(client, part)).status).toBe(404);
      const reply = await save(client, {
        jobPartId: part,
        segmentId: first!.id,
        target: 'Fremd',
        version: 0,
        confirm: true,
      });
      expect(reply.status).toBe(404);
    }
    expect((await segments(pm, part))[0]).toMatchObject({ target: '', version: 0 });
    // A segment of another job is not found either.
    const another = await newJob(pm, project);
    const reply = await save(pm, {
      jobPartId: another,
      segmentId: first!.id,
      target: 'Falsch',
      version: 0,
      confirm: false,
    });
    expect(reply.status).toBe(404);
  });

  it('refuses linguists where the project keeps them out of the web editor', async () => {
    const closed = await createProject(pm, 'No web editor', ['de'], {
      accessAndAutomationSettings: { allowLinguistsToUseTheWebEditor: false },
    });
    const part = await newJob(pm, closed, [linguistId]);
    const reply = await page(linguist, part);
    expect(reply.status).toBe(403);
    expect(reply.body.errorDescription).toBe(editorMessages.editorNotAllowed);
    expect((await page(pm, part)).status).toBe(200);
  });

  it("shows a linguist's completed job read-only", async () => {
    const part = await newJob(pm, project, [linguistId]);
    const status = await pm.post('/api/job/changeStatus', {
      projectUid: project.uid,
      jobPartIds: [part],
      newStatus: 'COMPLETED',
    });
    expect(status.status, status.text).toBe(200);
    const reply = await page(linguist, part);
    expect(reply.body.editable).toBe(false);
    const first = reply.body.segments[0]!;
    const refused = await save(linguist, {
      jobPartId: part,
      segmentId: first.id,
      target: 'Spät',
      version: 0,
      confirm: false,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorDescription).toBe(editorMessages.jobFinished);
    expect((await page(pm, part)).body.editable).toBe(true);
  });
});
