import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, projectMessages, type BackgroundTask, type Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import type { ErrorReply } from './tenants.js';
import { runTaskAgain } from './taskHelpers.js';
import { finished } from './tmHelpers.js';

// Status changes run as background tasks polled through GET /api/backgroundTask (spec 000 section 4).
let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;

const projectOf = (client: ApiClient) => createProject(client, 'Status');

const statusOf = async (uid: string) =>
  (await admin.get<Project>(`/api/project?uid=${uid}`)).body.status;

beforeAll(async () => {
  server = await startServer();
  [pm, admin] = await Promise.all([server.as('pm'), server.as('admin')]);
});
afterAll(() => server.close());

describe('one project', () => {
  it('changes the status in a task that ends OK', async () => {
    const project = await projectOf(pm);
    const reply = await pm.post<BackgroundTask>(
      `/api/project/setStatusAsync?uid=${project.uid}&status=ASSIGNED`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: expect.any(String), status: 'RUNNING' });
    const task = await finished(pm, reply.body);
    expect(task).toMatchObject({ status: 'OK', progress: 100 });
    expect(await statusOf(project.uid)).toBe('ASSIGNED');
  });

  it('answers 400 with the spec message for a status that does not exist', async () => {
    const project = await projectOf(pm);
    const reply = await pm.post(`/api/project/setStatusAsync?uid=${project.uid}&status=DONE`);
    expect(reply.status).toBe(400);
    expect((reply.body as ErrorReply).errorDescription).toBe(
      format(projectMessages.invalidStatus, { status: 'DONE' }),
    );
    expect((reply.body as ErrorReply).errorDescription).toBe(
      'Failed to change status; invalid status DONE',
    );
  });

  it('needs edit rights, checked before the task starts', async () => {
    const project = await projectOf(admin);
    const reply = await pm.post(`/api/project/setStatusAsync?uid=${project.uid}&status=COMPLETED`);
    expect(reply.status).toBe(403);
    expect(await statusOf(project.uid)).toBe('NEW');
  });
});

describe('many projects', () => {
  it('sets COMPLETED, CANCELLED or NEW and ends OK', async () => {
    const projects = [await projectOf(pm), await projectOf(pm)];
    const uids = projects.map((project) => project.uid);
    for (const status of ['COMPLETED', 'CANCELLED', 'NEW']) {
      const reply = await pm.post<BackgroundTask>('/api/project/setStatusBulkAsync', {
        uids,
        status,
      });
      expect((await finished(pm, reply.body)).status).toBe('OK');
      for (const uid of uids) expect(await statusOf(uid)).toBe(status);
    }
  });

  it('refuses other targets with the spec message', async () => {
    const project = await projectOf(pm);
    for (const status of ['ASSIGNED', 'nonsense']) {
      const reply = await pm.post('/api/project/setStatusBulkAsync', {
        uids: [project.uid],
        status,
      });
      expect(reply.status).toBe(400);
      expect((reply.body as ErrorReply).errors).toEqual([
        { field: 'status', message: `Failed to change status; invalid status ${status}` },
      ]);
    }
  });

  it('ends ERROR listing the projects the user may not edit, and changes the others', async () => {
    const mine = await projectOf(pm);
    const admins = [await projectOf(admin), await projectOf(admin)];
    const reply = await pm.post<BackgroundTask>('/api/project/setStatusBulkAsync', {
      uids: [mine.uid, ...admins.map((project) => project.uid)],
      status: 'CANCELLED',
    });
    const task = await finished(pm, reply.body);
    expect(task).toMatchObject({
      status: 'ERROR',
      error: 'Failed to change the status of 2 projects',
      result: { failedProjectIds: admins.map((project) => project.id) },
    });
    expect(await statusOf(mine.uid)).toBe('CANCELLED');
    for (const project of admins) expect(await statusOf(project.uid)).toBe('NEW');

    // Retrying as someone allowed completes the work; running the same task again is harmless.
    const retry = await admin.post<BackgroundTask>('/api/project/setStatusBulkAsync', {
      uids: [mine.uid, ...admins.map((project) => project.uid)],
      status: 'CANCELLED',
    });
    expect((await finished(admin, retry.body)).status).toBe('OK');
    await runTaskAgain(server, retry.body.id);
    expect((await finished(admin, retry.body)).status).toBe('OK');
    for (const uid of [mine.uid, ...admins.map((project) => project.uid)])
      expect(await statusOf(uid)).toBe('CANCELLED');
  });

  it('answers 404 when a uid is unknown and starts nothing', async () => {
    const project = await projectOf(pm);
    const reply = await pm.post('/api/project/setStatusBulkAsync', {
      uids: [project.uid, 'missing'],
      status: 'COMPLETED',
    });
    expect(reply.status).toBe(404);
    expect(await statusOf(project.uid)).toBe('NEW');
  });
});
