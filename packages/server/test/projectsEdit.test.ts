import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectMessages,
  projectServerMessages,
  type JobPart,
  type Project,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import type { ErrorReply } from './tenants.js';

// Spec 000 section 4: what an existing project lets change, enforced by the server.
let server: TestServer;
let pm: ApiClient;
const steps = { Translation: 0, Revision: 0, Scoring: 0 };
let scoringModelId: number;

const db = () => server.ctx.db.kysely;
const fieldErrors = (body: unknown) =>
  (body as ErrorReply).errors?.map(({ field, message }) => ({ field, message }));

async function projectWith(body: object = {}): Promise<Project> {
  const reply = await pm.post<Project>('/api/project', {
    name: 'Manual',
    sourceLocale: 'en',
    targetLocales: ['de'],
    ...body,
  });
  expect(reply.status).toBe(201);
  return reply.body;
}
const edit = (uid: string, body: object) =>
  pm.put<Project>('/api/project', { projectUid: uid, ...body });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  const rows = await db().selectFrom('workflow_steps').select(['id', 'name']).execute();
  Object.assign(steps, Object.fromEntries(rows.map((row) => [row.name, row.id])));
  const organization = await db()
    .selectFrom('organizations')
    .select('id')
    .executeTakeFirstOrThrow();
  const now = server.clock.now().toISOString();
  const model = await db()
    .insertInto('scoring_models')
    .values({
      organization_id: organization.id,
      name: 'LQA',
      version: 1,
      threshold: 90,
      definition: '{}',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  scoringModelId = model.id;
});
afterAll(() => server.close());

describe('editing a project', () => {
  it('changes only the fields sent; null clears a lookup, an empty note is absent', async () => {
    const client = await db().selectFrom('clients').select('id').executeTakeFirstOrThrow();
    const project = await projectWith({ note: 'First', clientId: client.id });
    const reply = await edit(project.uid, {
      name: 'Manual v2',
      note: '',
      clientId: null,
      status: 'ASSIGNED',
      dueDateTime: '2030-01-02T03:04:05Z',
      qualitySettings: { spelling: false },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'Manual v2',
      note: null,
      client: null,
      status: 'ASSIGNED',
      dateDue: '2030-01-02T03:04:05.000Z',
      sourceLang: 'en',
      targetLangs: ['de'],
    });
    expect(reply.body.qualitySettings.spelling).toBe(false);
    expect(reply.body.preTranslateSettings).toEqual(project.preTranslateSettings);
  });

  it('keeps the source locale', async () => {
    const project = await projectWith();
    expect(fieldErrors((await edit(project.uid, { sourceLocale: 'de' })).body)).toEqual([
      { field: 'sourceLocale', message: projectServerMessages.sourceLocaleFixed },
    ]);
    expect((await edit(project.uid, { sourceLocale: 'en' })).status).toBe(200);
  });

  it('adds target locales after the existing ones and never removes one', async () => {
    const project = await projectWith({ targetLocales: ['de', 'fr'] });
    expect(fieldErrors((await edit(project.uid, { targetLocales: ['fr', 'it'] })).body)).toEqual([
      { field: 'targetLocales', message: projectServerMessages.targetLocaleRemoved },
    ]);
    const added = await edit(project.uid, { targetLocales: ['it', 'de', 'fr', 'ja'] });
    expect(added.body.targetLangs).toEqual(['de', 'fr', 'it', 'ja']);
    const inactive = await edit(project.uid, { targetLocales: ['de', 'fr', 'it', 'ja', 'fi'] });
    expect(fieldErrors(inactive.body)).toEqual([
      { field: 'targetLocales', message: 'The language fi is not active in your organization.' },
    ]);
  });

  it('appends workflow steps above the highest existing one only', async () => {
    const project = await projectWith({ workflowStepIds: [steps.Revision] });
    const below = await edit(project.uid, {
      workflowStepIds: [steps.Translation, steps.Revision],
    });
    expect(fieldErrors(below.body)).toEqual([
      { field: 'workflowStepIds', message: projectServerMessages.workflowStepNotAppended },
    ]);
    const removed = await edit(project.uid, { workflowStepIds: [] });
    expect(fieldErrors(removed.body)).toEqual([
      { field: 'workflowStepIds', message: projectServerMessages.workflowStepRemoved },
    ]);
    const scoring = await edit(project.uid, {
      workflowStepIds: [steps.Revision, steps.Scoring],
    });
    expect(fieldErrors(scoring.body)).toEqual([
      { field: 'workflowStepIds', message: projectServerMessages.scoringStepAdded },
    ]);

    const other = await db()
      .insertInto('workflow_steps')
      .values({
        organization_id: (
          await db().selectFrom('organizations').select('id').executeTakeFirstOrThrow()
        ).id,
        name: 'Proofreading',
        ord: 4,
        type: 'REVISION',
        created_at: server.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const appended = await edit(project.uid, {
      workflowStepIds: [steps.Revision, other.id, 999_999],
    });
    expect(appended.status).toBe(200);
    expect(appended.body.workflowSteps).toEqual([
      { id: steps.Revision, level: 1, name: 'Revision', type: 'REVISION' },
      { id: other.id, level: 2, name: 'Proofreading', type: 'REVISION' },
    ]);
  });

  it('keeps the scoring models of existing steps', async () => {
    const project = await projectWith({
      workflowStepIds: [steps.Scoring],
      scoringModelIdsByWorkflowStepId: { [steps.Scoring]: scoringModelId },
    });
    expect(project.scoringModelIdsByWorkflowStepId).toEqual({ [steps.Scoring]: scoringModelId });
    const changed = await edit(project.uid, {
      scoringModelIdsByWorkflowStepId: { [steps.Scoring]: null },
    });
    expect(fieldErrors(changed.body)).toEqual([
      {
        field: 'scoringModelIdsByWorkflowStepId',
        message: projectServerMessages.scoringModelFixed,
      },
    ]);
    const same = await edit(project.uid, {
      scoringModelIdsByWorkflowStepId: { [steps.Scoring]: scoringModelId },
    });
    expect(same.status).toBe(200);
  });

  it('validates what it changes with the same messages as creation', async () => {
    const project = await projectWith();
    const reply = await edit(project.uid, {
      name: '',
      preTranslateSettings: { tmMatchThreshold: 200 },
    });
    expect(fieldErrors(reply.body)).toEqual([
      { field: 'name', message: projectMessages.nameRequired },
      { field: 'preTranslateSettings.tmMatchThreshold', message: projectMessages.thresholdMax },
    ]);
    const unchanged = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(unchanged.body).toEqual(project);
  });

  it('moves the due date of existing jobs only when asked to', async () => {
    const project = await projectWith({ targetLocales: ['de', 'fr'] });
    await importJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de', 'fr'],
        dueDateTime: '2030-01-10T09:00:00.000Z',
      },
      { 'notes.txt': new TextEncoder().encode('Hello there.') },
    );
    const jobDueDates = async () =>
      (
        await pm.get<{ jobs: JobPart[] }>(`/api/job/listByProject?projectUid=${project.uid}`)
      ).body.jobs.map((job) => job.dateDue);

    await edit(project.uid, { dueDateTime: '2030-02-01T12:00:00+01:00' });
    expect(await jobDueDates()).toEqual(['2030-01-10T09:00:00.000Z', '2030-01-10T09:00:00.000Z']);

    const moved = await edit(project.uid, {
      dueDateTime: '2030-03-01T12:00:00+01:00',
      updateDueDateOnExistingJobs: true,
    });
    expect(moved.body.dateDue).toBe('2030-03-01T11:00:00.000Z');
    expect(await jobDueDates()).toEqual(['2030-03-01T11:00:00.000Z', '2030-03-01T11:00:00.000Z']);
  });

  it('answers 404 for an unknown uid', async () => {
    expect((await edit('no-such-project', { name: 'x' })).status).toBe(404);
  });
});
