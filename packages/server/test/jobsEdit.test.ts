// POST /api/job/updateAsync (spec 001 sections 3 to 5): the edit jobs form's rules and task.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  jobMessages,
  jobServerMessages,
  type BackgroundTask,
  type JobPart,
  type JobUpdateInput,
  type Project,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';
import { importJobs, waitForTask } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;
let linguistId = 0;
let pmId = 0;

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

async function projectWithJobs(name: string) {
  const project = await createProject(pm, name, ['de', 'fr']);
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de', 'fr'] },
    { 'app.json': json('Hi.') },
  );
  return { uid: project.uid, parts: created.jobs.map((job) => job.id) };
}

function update(client: ApiClient, body: JobUpdateInput) {
  return client.post<BackgroundTask & ErrorReply>('/api/job/updateAsync', body);
}

async function updated(body: JobUpdateInput): Promise<BackgroundTask> {
  const reply = await update(pm, body);
  expect(reply.status, reply.text).toBe(200);
  return waitForTask(pm, reply.body.id);
}

async function listed(ids: readonly number[]): Promise<JobPart[]> {
  const reply = await pm.get<{ jobs: JobPart[] }>(`/api/job/list?jobPartIds=${ids.join(',')}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.jobs;
}

async function refusal(body: JobUpdateInput): Promise<string> {
  const reply = await update(pm, body);
  expect(reply.status, reply.text).toBe(400);
  return reply.body.errorDescription;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguistId = await userId(server, 'linguist');
  pmId = await userId(server, 'pm');
});
afterAll(() => server.close());

describe('editing jobs', () => {
  it('sets assignees, due date and status of the selected jobs with a task', async () => {
    const project = await projectWithJobs('Edited');
    const task = await updated({
      projectUid: project.uid,
      jobPartIds: project.parts,
      assignedUserIds: [linguistId],
      newStatus: 'ASSIGNED',
      dueDate: '2027-03-01T17:00:00+02:00',
    });
    expect(task.status).toBe('OK');
    for (const job of await listed(project.parts)) {
      expect(job.assignees.map((assignee) => assignee.id)).toEqual([linguistId]);
      expect(job.status).toBe('ASSIGNED');
      expect(new Date(job.dateDue ?? '').toISOString()).toBe('2027-03-01T15:00:00.000Z');
    }
  });

  it("removes assignees with 'null' and keeps what is left out", async () => {
    const project = await projectWithJobs('Unassigned');
    await updated({ projectUid: project.uid, jobPartIds: project.parts, assignedUserIds: [pmId] });
    await updated({ projectUid: project.uid, jobPartIds: project.parts, newStatus: 'EMAILED' });
    const [kept] = await listed(project.parts);
    expect(kept?.assignees.map((assignee) => assignee.id)).toEqual([pmId]);
    await updated({ projectUid: project.uid, jobPartIds: project.parts, assignedUserIds: 'null' });
    const [emptied] = await listed(project.parts);
    expect(emptied?.assignees).toEqual([]);
    expect(emptied?.status).toBe('EMAILED');
  });

  it('edits every job of the list filters with selectAllOnServer', async () => {
    const project = await projectWithJobs('Filtered');
    await updated({
      projectUid: project.uid,
      selectAllOnServer: true,
      targetLocale: 'fr',
      newStatus: 'COMPLETED',
    });
    const statuses = (await listed(project.parts)).map((job) => [job.targetLocale, job.status]);
    expect(statuses).toEqual([
      ['de', 'NEW'],
      ['fr', 'COMPLETED'],
    ]);
  });

  it('moves the project status as its automation settings say', async () => {
    const project = await projectWithJobs('Automated edit');
    await updated({
      projectUid: project.uid,
      jobPartIds: project.parts,
      newStatus: 'COMPLETED_BY_LINGUIST',
    });
    const reply = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(reply.body.status).toBe('COMPLETED');
  });
});

describe('the rules of the edit form', () => {
  it('refuses several assignees in Accepted by linguist', async () => {
    const project = await projectWithJobs('Two assignees');
    const ids = { projectUid: project.uid, jobPartIds: project.parts };
    expect(
      await refusal({ ...ids, assignedUserIds: [linguistId, pmId], newStatus: 'ASSIGNED' }),
    ).toBe(jobMessages.multipleAssigneesAccepted);
    await updated({ ...ids, newStatus: 'ASSIGNED' });
    expect(await refusal({ ...ids, assignedUserIds: [linguistId, pmId] })).toBe(
      jobMessages.multipleAssigneesAccepted,
    );
  });

  it('refuses to cancel a job with a parent', async () => {
    const project = await projectWithJobs('Parted');
    const [first, second] = await listed(project.parts);
    const db = server.ctx.db.kysely;
    const parent = await db
      .selectFrom('job_parts')
      .select('job_id')
      .where('id', '=', first?.id ?? 0)
      .executeTakeFirstOrThrow();
    const child = await db
      .selectFrom('job_parts')
      .select('job_id')
      .where('id', '=', second?.id ?? 0)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('jobs')
      .set({ parent_id: parent.job_id })
      .where('id', '=', child.job_id)
      .execute();
    expect(
      await refusal({ projectUid: project.uid, jobPartIds: project.parts, newStatus: 'CANCELLED' }),
    ).toBe(jobServerMessages.cancelWithParent);
  });

  it('refuses an assignee of another organization and an unknown status', async () => {
    const project = await projectWithJobs('Foreign assignee');
    const tenant = await createTenant(server, 'Edit Elsewhere');
    expect(
      await refusal({
        projectUid: project.uid,
        jobPartIds: project.parts,
        assignedUserIds: [tenant.userIds.linguist],
      }),
    ).toBe(format(jobServerMessages.unknownAssignee, { id: tenant.userIds.linguist }));
    const reply = await pm.post('/api/job/updateAsync', {
      projectUid: project.uid,
      jobPartIds: project.parts,
      newStatus: 'DONE',
    });
    expect(reply.status).toBe(400);
  });

  it('answers 404 to another organization and refuses a linguist', async () => {
    const project = await projectWithJobs('Guarded');
    const tenant = await createTenant(server, 'Edit Outsiders');
    const outsider = await tenant.as('pm');
    const body = { projectUid: project.uid, jobPartIds: project.parts, newStatus: 'COMPLETED' };
    expect((await update(outsider, body as JobUpdateInput)).status).toBe(404);
    const linguist = await server.as('linguist');
    expect((await update(linguist, body as JobUpdateInput)).status).toBe(404);
    await updated({
      projectUid: project.uid,
      jobPartIds: project.parts,
      assignedUserIds: [linguistId],
    });
    expect((await update(linguist, body as JobUpdateInput)).status).toBe(403);
    expect((await listed(project.parts)).map((job) => job.status)).toEqual(['NEW', 'NEW']);
  });
});
