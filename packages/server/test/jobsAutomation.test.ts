import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTask, JobCreateResponse, Project } from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { jobForm } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

async function projectWithJobs(name: string, settings: object = {}) {
  const project = (
    await pm.post<Project>('/api/project', {
      name,
      sourceLocale: 'en',
      targetLocales: ['de', 'fr'],
      accessAndAutomationSettings: settings,
    })
  ).body;
  const created = await pm.post<JobCreateResponse>(
    '/api/v2/job',
    jobForm({ projectUid: project.uid, targetLocales: ['de', 'fr'] }, { 'app.json': json('Hi.') }),
  );
  expect(created.status, created.text).toBe(200);
  for (;;) {
    const task = await pm.get<BackgroundTask>(`/api/backgroundTask?id=${created.body.task.id}`);
    if (task.body.status === 'OK') break;
    expect(task.body.status).toBe('RUNNING');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { uid: project.uid, parts: created.body.jobs.map((job) => job.id) };
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
