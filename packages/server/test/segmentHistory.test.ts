import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, type Project, type WorkflowStep } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { encode } from './preTranslateHelpers.js';
import { importJobs } from './fixtures/jobs/files.js';
import { createTenant } from './tenants.js';
import { audit, historyOf, newJob, saved, segments, strings } from './editorHelpers.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'History');
});
afterAll(() => server.close());

/** The server's time now, then a second later for whatever happens next. */
function tick(): number {
  const now = server.clock.now().getTime();
  server.clock.advance(1000);
  return now;
}

async function snapshot(jobPartId: number, at: number, level = 1) {
  const reply = await audit(pm, { jobParts: String(jobPartId), level, snapshotTimestamp: at });
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.map((entry) => entry.jobPartId)).toEqual([jobPartId]);
  return reply.body[0]!.segments;
}

describe('segment history', () => {
  it('keeps every save with its user, level, origin and its own trace id', async () => {
    const part = await newJob(pm, project);
    const [first] = await segments(pm, part);
    const body = { jobPartId: part, segmentId: first!.id, confirm: false };
    const one = await saved(pm, { ...body, target: 'Willkommen', version: 0 });
    tick();
    const two = await saved(pm, { ...body, target: 'Willkommen bei Tessera', version: 1 });
    const history = await historyOf(pm, part, first!.id);
    expect(history.map((change) => [change.target, change.traceId])).toEqual([
      ['Willkommen bei Tessera', two.traceId],
      ['Willkommen', one.traceId],
    ]);
    expect(history[0]).toMatchObject({
      workflowLevel: 1,
      matchOrigin: 'HUMAN',
      matchScore: null,
      modifiedBy: { userName: 'pm' },
      timestamp: two.segment.modifiedAt,
    });
    expect(one.traceId).not.toBe(two.traceId);
    expect(await historyOf(pm, part, (await segments(pm, part))[1]!.id)).toEqual([]);
  });
});

describe('POST /api/jobPartAudit', () => {
  it('answers the segments as they stood at the snapshot', async () => {
    const part = await newJob(pm, project);
    const before = tick();
    const [first, second] = await segments(pm, part);
    const body = { jobPartId: part, segmentId: first!.id, confirm: false };
    const one = await saved(pm, { ...body, target: 'Willkommen', version: 0 });
    const between = tick();
    const admin = await server.as('admin');
    const two = await saved(admin, { ...body, target: 'Hallo', version: 1, confirm: true });
    const after = tick();

    const atStart = await snapshot(part, before);
    expect(atStart.map((segment) => [segment.srcText, segment.targetText])).toEqual([
      [strings.title, ''],
      [strings.save, ''],
      [strings.menu, ''],
    ]);
    expect(atStart[0]).toEqual({
      segmentId: first!.id,
      srcText: strings.title,
      targetText: '',
      timestamp: null,
      modifiedByUsername: null,
      modifiedById: null,
      traceId: null,
    });
    expect((await snapshot(part, between))[0]).toMatchObject({
      targetText: 'Willkommen',
      timestamp: one.segment.modifiedAt,
      modifiedByUsername: 'pm',
      modifiedById: one.segment.modifiedBy?.id,
      traceId: one.traceId,
    });
    const latest = await snapshot(part, after);
    expect(latest[0]).toMatchObject({
      targetText: 'Hallo',
      modifiedByUsername: 'admin',
      traceId: two.traceId,
    });
    expect(latest[1]).toMatchObject({ segmentId: second!.id, targetText: '', traceId: null });
  });

  it('shows an imported target before its first change', async () => {
    const xliff = encode(
      '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
        '<file original="a" source-language="en" target-language="de"><body>\n' +
        '<trans-unit id="1"><source>Save</source><target>Speichern</target></trans-unit>\n' +
        '<trans-unit id="2"><source>Open</source></trans-unit>\n' +
        '</body></file></xliff>\n',
    );
    const beforeImport = tick();
    const created = await importJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'app.xlf': xliff },
    );
    const part = created.jobs[0]!.id;
    const imported = tick();
    const [first] = await segments(pm, part);
    expect(first?.target).toBe('Speichern');
    expect((await snapshot(part, beforeImport))[0]?.targetText).toBe('');
    expect((await snapshot(part, imported))[0]).toMatchObject({
      targetText: 'Speichern',
      modifiedByUsername: 'pm',
    });
    await saved(pm, {
      jobPartId: part,
      segmentId: first!.id,
      target: 'Sichern',
      version: 0,
      confirm: false,
    });
    const edited = tick();
    expect((await snapshot(part, imported))[0]).toMatchObject({
      targetText: 'Speichern',
      modifiedByUsername: 'pm',
      traceId: expect.any(String),
    });
    expect((await snapshot(part, edited))[0]?.targetText).toBe('Sichern');
    expect((await historyOf(pm, part, first!.id)).map((change) => change.target)).toEqual([
      'Sichern',
      'Speichern',
    ]);
  });

  it('counts the changes of workflow levels up to the one asked for', async () => {
    const steps = await pm.get<WorkflowStep[]>('/web/api/v9/workflowStep/list');
    const stepIds = ['Translation', 'Revision'].map(
      (name) => steps.body.find((step) => step.name === name)!.id,
    );
    const twoSteps = await createProject(pm, 'Two steps', ['de'], { workflowStepIds: stepIds });
    const created = await importJobs(
      pm,
      { projectUid: twoSteps.uid, targetLocales: ['de'] },
      { 'strings.json': encode(JSON.stringify(strings)) },
    );
    const byLevel = new Map(created.jobs.map((job) => [job.workflowLevel, job.id]));
    const [translation, revision] = [byLevel.get(1)!, byLevel.get(2)!];
    const [first] = await segments(pm, translation);
    const body = { segmentId: first!.id, confirm: true };
    await saved(pm, { ...body, jobPartId: translation, target: 'Übersetzt', version: 0 });
    tick();
    await saved(pm, { ...body, jobPartId: revision, target: 'Revidiert', version: 1 });
    const now = tick();
    expect((await snapshot(translation, now, 1))[0]?.targetText).toBe('Übersetzt');
    expect((await snapshot(translation, now, 2))[0]?.targetText).toBe('Revidiert');
    expect((await snapshot(revision, now, 2))[0]?.targetText).toBe('Revidiert');
  });

  it("answers the spec's messages to a form left empty or not numeric", async () => {
    const empty = await audit(pm, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'jobParts', message: jobMessages.auditJobPartRequired },
      { field: 'level', message: jobMessages.auditLevelNumeric },
      { field: 'snapshotTimestamp', message: jobMessages.auditSnapshotRequired },
    ]);
    expect(jobMessages.auditJobPartRequired).toBe('Job part ID is required.');
    expect(jobMessages.auditLevelNumeric).toBe('Workflow step level must be numeric.');
    expect(jobMessages.auditSnapshotRequired).toBe('Snapshot timestamp is required.');
    const words = await audit(pm, { jobParts: '1', level: 'one', snapshotTimestamp: 'today' });
    expect(words.body.errors?.map((error) => error.message)).toEqual([
      'Workflow step level must be numeric.',
      'Snapshot timestamp is required.',
    ]);
  });

  it('is for managers of the organization', async () => {
    const part = await newJob(pm, project);
    const request = { jobParts: [part], level: 1, snapshotTimestamp: tick() };
    expect((await audit(await server.as('linguist'), request)).status).toBe(403);
    const other = await createTenant(server, 'Auditors');
    expect((await audit(await other.as('admin'), request)).status).toBe(404);
    expect((await audit(await server.as('admin'), request)).status).toBe(200);
  });
});
