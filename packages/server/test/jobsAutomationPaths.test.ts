// Project status automation after each path that changes job statuses besides changeStatus
// (jobsAutomation.test.ts): the edit form's update and pre-translation's setJobStatusCompleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus, Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs, waitForTask } from './fixtures/jobs/files.js';
import { preTranslate } from './preTranslateHelpers.js';

let server: TestServer;
let pm: ApiClient;

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

// Delivered jobs complete the project under this rule (the default waits for Completed).
async function deliveredProject(name: string) {
  const project = await createProject(pm, name, ['de', 'fr'], {
    accessAndAutomationSettings: { setProjectToCompletedJobStatus: 'DELIVERED' },
  });
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de', 'fr'] },
    { 'app.json': json('Hi.') },
  );
  return { uid: project.uid, parts: created.jobs.map((job) => job.id) };
}

const statusOf = async (uid: string) =>
  (await pm.get<Project>(`/api/project?uid=${uid}`)).body.status;

async function update(project: { uid: string }, jobPartIds: number[], newStatus: JobStatus) {
  const reply = await pm.post<{ id: string }>('/api/job/updateAsync', {
    projectUid: project.uid,
    jobPartIds,
    newStatus,
  });
  expect(reply.status, reply.text).toBe(200);
  expect((await waitForTask(pm, reply.body.id)).status).toBe('OK');
  return statusOf(project.uid);
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('project status automation on every path', () => {
  it('follows the edit form: delivered, then cancelled', async () => {
    const project = await deliveredProject('Edited statuses');
    const [de, fr] = project.parts as [number, number];
    expect(await update(project, [de], 'COMPLETED')).toBe('NEW');
    expect(await update(project, [fr], 'COMPLETED')).toBe('COMPLETED');
    const cancelled = await deliveredProject('Edited away');
    expect(await update(cancelled, cancelled.parts, 'CANCELLED')).toBe('CANCELLED');
  });

  it("follows pre-translation's setJobStatusCompleted without setProjectStatusCompleted", async () => {
    const project = await deliveredProject('Pre-translated statuses');
    await preTranslate(pm, {
      projectUid: project.uid,
      jobPartIds: project.parts,
      setJobStatusCompleted: true,
      setProjectStatusCompleted: false,
    });
    expect(await statusOf(project.uid)).toBe('COMPLETED');
  });
});
