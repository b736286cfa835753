import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { userId } from './tenants.js';

// The web hides edit controls by core's mayEditProject; the server must refuse by the same rule.
let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [pm, linguist] = await Promise.all([server.as('pm'), server.as('linguist')]);
});
afterAll(() => server.close());

describe('the may-edit-project rule on the server', () => {
  it('refuses a linguist even on a project the data says they own', async () => {
    const project = await createProject(pm, 'Owned by a linguist');
    const linguistId = await userId(server, 'linguist');
    await importJobs(
      pm,
      {
        projectUid: project.uid,
        targetLocales: ['de'],
        workflowSettings: [{ workflowStepId: -1, assignedUserIds: [linguistId] }],
      },
      { 'strings.json': new TextEncoder().encode('{"a":"Hello."}') },
    );
    await server.ctx.db.kysely
      .updateTable('projects')
      .set({ owner_id: linguistId })
      .where('id', '=', project.id)
      .execute();
    expect((await linguist.get(`/api/project?uid=${project.uid}`)).status).toBe(200);
    const edit = await linguist.put('/api/project', { projectUid: project.uid, name: 'Mine now' });
    expect(edit.status).toBe(403);
  });
});
