import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  jobServerMessages,
  type JobAssignees,
  type JobCreateResponse,
  type JobPart,
  type Project,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';
import { fixture, jobForm, waitForTask } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;
let vendor: JobAssignees['vendors'][number];
let vendorId = 0;
let linguistId = 0;

const files = () => ({ 'strings.json': fixture('strings.json') });

async function createJobs(params: object) {
  const reply = await pm.post<JobCreateResponse & ErrorReply>(
    '/api/v2/job',
    jobForm({ projectUid: project.uid, ...params }, files()),
  );
  if (reply.status === 200) await waitForTask(pm, reply.body.task.id);
  return reply;
}

async function listed(ids: readonly number[]): Promise<JobPart[]> {
  const reply = await pm.get<{ jobs: JobPart[] }>(`/api/job/list?jobPartIds=${ids.join(',')}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.jobs;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguistId = await userId(server, 'linguist');
  const assignees = await pm.get<JobAssignees>('/web/api/v9/job/getUsersAndVendorsForJobAssign');
  const found = assignees.body.vendors.find((option) => option.name === 'Lingua Partners');
  if (!found) throw new Error('The demo vendor Lingua Partners is missing');
  vendor = found;
  vendorId = found.id;
  project = await createProject(pm, 'Vendors', ['de', 'fr']);
});
afterAll(() => server.close());

describe('vendors at job creation', () => {
  it('assigns a vendor of the organization beside a user, shown by name in the list', async () => {
    const reply = await createJobs({
      targetLocales: ['de'],
      workflowSettings: [
        { workflowStepId: -1, assignedUserIds: [linguistId], assignedVendorIds: [vendorId] },
      ],
    });
    expect(reply.status, reply.text).toBe(200);
    const [job] = await listed(reply.body.jobs.map((created) => created.id));
    expect(job?.assignees).toEqual([
      { id: linguistId, type: 'USER', name: 'linguist', buyerUserId: null },
      { id: vendorId, type: 'VENDOR', name: 'Lingua Partners', buyerUserId: vendor.buyerUserId },
    ]);
  });

  it('assigns vendors per target locale', async () => {
    const reply = await createJobs({
      targetLocales: ['de', 'fr'],
      workflowSettings: [
        {
          workflowStepId: -1,
          assignPerTargetLocale: true,
          assignedVendorIds: [vendorId],
          assignedVendorIdsByTargetLocale: { fr: [vendorId] },
        },
      ],
    });
    expect(reply.status, reply.text).toBe(200);
    const jobs = await listed(reply.body.jobs.map((created) => created.id));
    const byLocale = Object.fromEntries(
      jobs.map((job) => [job.targetLocale, job.assignees.map((assignee) => assignee.name)]),
    );
    expect(byLocale).toEqual({ de: [], fr: ['Lingua Partners'] });
  });

  it('refuses a vendor of another organization', async () => {
    const tenant = await createTenant(server, 'Elsewhere');
    const admin = await tenant.as('admin');
    const foreign = await admin.post<{ id: number }>('/api/setup/vendors', { name: 'Far Away' });
    expect(foreign.status, foreign.text).toBe(201);
    const reply = await createJobs({
      targetLocales: ['de'],
      workflowSettings: [{ workflowStepId: -1, assignedVendorIds: [foreign.body.id] }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      {
        field: 'workflowSettings',
        message: format(jobServerMessages.unknownVendor, { id: foreign.body.id }),
      },
    ]);
  });
});

describe('listAllIdsByProject', () => {
  it('answers the ids the list filters match, across pages', async () => {
    const all = await pm.get<{ ids: number[] }>(
      `/api/job/listAllIdsByProject?projectUid=${project.uid}`,
    );
    expect(all.body.ids).toHaveLength(3);
    const fr = await pm.get<{ ids: number[] }>(
      `/api/job/listAllIdsByProject?projectUid=${project.uid}&targetLocale=fr`,
    );
    const frJobs = await listed(fr.body.ids);
    expect(frJobs.map((job) => job.targetLocale)).toEqual(['fr']);
    const assignedToLinguist = await pm.get<{ ids: number[] }>(
      `/api/job/listAllIdsByProject?projectUid=${project.uid}&assignedTo=${linguistId}&status=NEW`,
    );
    expect(assignedToLinguist.body.ids).toHaveLength(1);
    const none = await pm.get<{ ids: number[] }>(
      `/api/job/listAllIdsByProject?projectUid=${project.uid}&status=COMPLETED`,
    );
    expect(none.body.ids).toEqual([]);
  });
});
