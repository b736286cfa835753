import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobEmailInput, JobPart, Project } from '@tessera/contracts';
import { jobEmailMessages, jobMessages } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';
import { importJobs } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;

const template = {
  subject: 'New work in {project.name} for {user.firstName}',
  body: 'Hello {user.firstName},\n{jobs}\nDue {job.dueDate}.',
};

const outbox = () =>
  server.ctx.db.kysely
    .selectFrom('outbox')
    .select(['to_address', 'cc_address', 'bcc_address', 'subject', 'body'])
    .orderBy('id')
    .execute();

async function translationStep() {
  const row = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', 'Translation')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Two jobs (de for linguist, fr for linguist2), due 1 December 2026 15:00 UTC.
async function assignedJobs(name: string) {
  const step = await translationStep();
  const project = await createProject(pm, name, ['de', 'fr'], { workflowStepIds: [step] });
  const created = await importJobs(
    pm,
    {
      projectUid: project.uid,
      targetLocales: ['de', 'fr'],
      dueDateTime: '2026-12-01T15:00:00Z',
      workflowSettings: [
        {
          workflowStepId: step,
          assignPerTargetLocale: true,
          assignedUserIdsByTargetLocale: {
            de: [await userId(server, 'linguist')],
            fr: [await userId(server, 'linguist2')],
          },
        },
      ],
    },
    { 'guide.json': new TextEncoder().encode('{"a": "Hello."}') },
  );
  return { project, ids: created.jobs.map((job) => job.id) };
}

const email = (client: ApiClient, request: JobEmailInput) =>
  client.post<ErrorReply>('/api/job/email', request);

async function statuses(client: ApiClient, ids: number[]) {
  const reply = await client.get<{ jobs: JobPart[] }>(`/api/job/list?jobPartIds=${ids.join(',')}`);
  return reply.body.jobs.map((job) => job.status);
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('POST /api/job/email', () => {
  it('mails each assignee their own jobs with the template filled, and sets EMAILED', async () => {
    const { project, ids } = await assignedJobs('Mailed guide');
    const before = (await outbox()).length;
    const reply = await email(pm, {
      projectUid: project.uid,
      jobPartIds: ids,
      ...template,
      cc: ['office@tessera.example', 'qa@tessera.example'],
      bcc: ['archive@tessera.example'],
    });
    expect(reply.status, reply.text).toBe(200);
    const sent = (await outbox()).slice(before);
    expect(sent.map((row) => row.to_address)).toEqual([
      'linguist@tessera.example',
      'linguist2@tessera.example',
    ]);
    const [luis, lin] = sent as [(typeof sent)[0], (typeof sent)[0]];
    expect(luis.subject).toBe('New work in Mailed guide for Luis');
    expect(luis.cc_address).toBe('office@tessera.example, qa@tessera.example');
    expect(luis.bcc_address).toBe('archive@tessera.example');
    expect(luis.body).toContain('Hello Luis,');
    expect(luis.body).toContain(`guide.json (en → de), due 1 Dec 2026, 10:00 GMT-5`);
    expect(luis.body).toContain(`/twe/translation/job/${ids[0]}`);
    expect(luis.body).not.toContain('(en → fr)');
    // linguist2 has no time zone: UTC.
    expect(lin.body).toContain('guide.json (en → fr), due 1 Dec 2026, 15:00 UTC');
    expect(await statuses(pm, ids)).toEqual(['EMAILED', 'EMAILED']);
    const projectNow = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(projectNow.body.status).toBe('ASSIGNED');
  });

  it('leaves the status alone when set status to Emailed is off', async () => {
    const { project, ids } = await assignedJobs('Reminder only');
    const reply = await email(pm, {
      projectUid: project.uid,
      jobPartIds: [ids[0] ?? 0],
      ...template,
      setStatusToEmailed: false,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(await statuses(pm, ids)).toEqual(['NEW', 'NEW']);
  });

  it('refuses a blank subject or body with the spec messages', async () => {
    const { project, ids } = await assignedJobs('Blank mail');
    const before = (await outbox()).length;
    const reply = await email(pm, {
      projectUid: project.uid,
      jobPartIds: ids,
      subject: ' ',
      body: '',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.map((error) => error.message)).toEqual([
      jobMessages.subjectBlank,
      jobMessages.bodyBlank,
    ]);
    expect(await outbox()).toHaveLength(before);
  });

  it('refuses jobs without a user to write to', async () => {
    const project = await createProject(pm, 'Nobody assigned', ['de']);
    const created = await importJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'a.json': new TextEncoder().encode('{"a": "Hi."}') },
    );
    const reply = await email(pm, {
      projectUid: project.uid,
      jobPartIds: created.jobs.map((job) => job.id),
      ...template,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.message).toBe(jobEmailMessages.noRecipients);
  });

  it('answers 404 to another organization and refuses a linguist', async () => {
    const { project, ids } = await assignedJobs('Private guide');
    const other = await createTenant(server, 'Elsewhere');
    const outsider = await other.as('pm');
    const before = (await outbox()).length;
    const request = { projectUid: project.uid, jobPartIds: ids, ...template };
    expect((await email(outsider, request)).status).toBe(404);
    const linguist = await server.as('linguist');
    expect((await email(linguist, { ...request, jobPartIds: [ids[0] ?? 0] })).status).toBe(403);
    // The French job is linguist2's: not even seen by the German job's linguist.
    expect((await email(linguist, { ...request, jobPartIds: [ids[1] ?? 0] })).status).toBe(404);
    expect(await outbox()).toHaveLength(before);
    expect(await statuses(pm, ids)).toEqual(['NEW', 'NEW']);
  });
});
