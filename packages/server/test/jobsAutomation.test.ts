import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

async function projectWithJobs(name: string, settings: object = {}) {
  const project = await createProject(pm, name, ['de', 'fr'], {
    accessAndAutomationSettings: settings,
  });
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de', 'fr'] },
    { 'app.json': json('Hi.') },
  );
  return { uid: project.uid, parts: created.jobs.map((job) => job.id) };
}

async function setStatus(project: { uid: string; parts: number[] }, ids: number[], status: string) {
  const reply = await pm.post('/api/job/changeStatus', {
    projectUid: project.uid,
    jobPartIds: ids,
    newStatus: status,
  });
  expect(reply.status, reply.text).toBe(200);
  return (await pm.get<Project>(`/api/project?uid=${project.uid}`)).body.status;
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('project status automation', () => {
  it('follows the job parts: emailed, then completed', async () => {
    const project = await projectWithJobs('Automated');
    const [de, fr] = project.parts as [number, number];
    expect(await setStatus(project, [de], 'EMAILED')).toBe('NEW');
    expect(await setStatus(project, [fr], 'EMAILED')).toBe('ASSIGNED');
    expect(await setStatus(project, [de, fr], 'COMPLETED_BY_LINGUIST')).toBe('COMPLETED');
  });

  it('cancels a project whose parts are all cancelled', async () => {
    const project = await projectWithJobs('Called off');
    expect(await setStatus(project, project.parts, 'CANCELLED')).toBe('CANCELLED');
  });

  it('waits for acceptance, and leaves the project alone when a rule is off', async () => {
    const accepted = await projectWithJobs('Accepted only', {
      setProjectToAssignedJobStatus: 'ACCEPTED',
    });
    expect(await setStatus(accepted, accepted.parts, 'EMAILED')).toBe('NEW');
    const manual = await projectWithJobs('Manual', { setProjectToCompletedEnabled: false });
    expect(await setStatus(manual, manual.parts, 'COMPLETED')).toBe('ASSIGNED');
  });
});
