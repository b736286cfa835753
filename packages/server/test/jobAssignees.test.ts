import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobAssignees } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId } from './tenants.js';
import { fixture, importJobs } from './fixtures/jobs/files.js';

const path = '/web/api/v9/job/getUsersAndVendorsForJobAssign';
let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;
let linguistId: number;
let linguist2Id: number;

const userNames = (users: JobAssignees['recent']) => users.map((user) => user.userName);

async function assignees(client: ApiClient, query = ''): Promise<JobAssignees> {
  const reply = await client.get<JobAssignees>(`${path}${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  admin = await server.as('admin');
  linguistId = await userId(server, 'linguist');
  linguist2Id = await userId(server, 'linguist2');
});
afterAll(() => server.close());

describe('getUsersAndVendorsForJobAssign', () => {
  it('offers every active linguist as other and the vendors before any assignment', async () => {
    const answer = await assignees(pm);
    expect(answer.recent).toEqual([]);
    expect(answer.discovered).toEqual([]);
    expect(userNames(answer.other).sort()).toEqual(['linguist', 'linguist2']);
    expect(answer.other.find((user) => user.id === linguistId)).toEqual({
      id: linguistId,
      role: 'LINGUIST',
      userName: 'linguist',
      email: expect.any(String),
      firstName: expect.any(String),
      lastName: expect.any(String),
      name: expect.any(String),
    });
    expect(answer.vendors.map((vendor) => vendor.name)).toContain('Lingua Partners');
  });

  it('groups the assignee of a new job as recent for its creator and discovered for others', async () => {
    const project = await createProject(pm, 'Assignees');
    const params = {
      projectUid: project.uid,
      targetLocales: ['de'],
      workflowSettings: [{ workflowStepId: -1, assignedUserIds: [linguistId] }],
    };
    await importJobs(pm, params, { 'strings.json': fixture('strings.json') });

    const forPm = await assignees(pm);
    expect(userNames(forPm.recent)).toEqual(['linguist']);
    expect(userNames(forPm.other)).toEqual(['linguist2']);

    const forAdmin = await assignees(admin, '?sourceLocale=en&targetLocale=de');
    expect(forAdmin.recent).toEqual([]);
    expect(userNames(forAdmin.discovered)).toEqual(['linguist']);
    expect(forAdmin.other.map((user) => user.id)).toEqual([linguist2Id]);

    const otherLocale = await assignees(admin, '?targetLocale=ja');
    expect(otherLocale.discovered).toEqual([]);
    expect(userNames(otherLocale.other).sort()).toEqual(['linguist', 'linguist2']);
  });

  it('stops calling an assignment recent after 30 days', async () => {
    server.clock.advance(31 * 86_400_000);
    // The session of 31 days ago has expired: log in again.
    const answer = await assignees(await server.as('pm'), '?targetLocale=de');
    expect(answer.recent).toEqual([]);
    expect(userNames(answer.discovered)).toEqual(['linguist']);
  });

  it('answers only the users and vendors of the asking organization', async () => {
    const tenant = await createTenant(server, 'Other');
    const answer = await assignees(await tenant.as('pm'));
    expect(userNames(answer.other)).toEqual(['other-linguist']);
    expect(answer.recent).toEqual([]);
    expect(answer.discovered).toEqual([]);
    expect(answer.vendors).toEqual([]);
  });
});
