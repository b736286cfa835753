import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobMessages,
  type JobCreateResponse,
  type JobPart,
  type Project,
  type SegmentsCount,
} from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { userId, type ErrorReply } from './tenants.js';
import { importJobs, jobForm, waitForTask } from './fixtures/jobs/files.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let project: Project;
let linguistId = 0;
const steps = { translation: 0, revision: 0 };

interface JobPage {
  jobs: JobPart[];
  totalJobs: number;
  pages: number;
  editorUrl: string;
}

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

async function stepId(name: string) {
  const row = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

const list = async (client: ApiClient, query: string) => {
  const reply = await client.get<JobPage>(
    `/api/job/listByProject?projectUid=${project.uid}${query}`,
  );
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const names = (page: JobPage) => page.jobs.map((job) => `${job.fileName}/${job.targetLocale}`);
const changeStatus = (client: ApiClient, ids: number[], newStatus: string) =>
  client.post<{ jobs: JobPart[] } & ErrorReply>('/api/job/changeStatus', {
    projectUid: project.uid,
    jobPartIds: ids,
    newStatus,
  });

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  steps.translation = await stepId('Translation');
  steps.revision = await stepId('Revision');
  project = await createProject(pm, 'Listed', ['de', 'fr'], {
    workflowStepIds: [steps.translation, steps.revision],
  });
  const due = new Date(server.clock.now().getTime() + 2 * 3_600_000).toISOString();
  await importJobs(
    pm,
    {
      projectUid: project.uid,
      targetLocales: ['de', 'fr'],
      workflowSettings: [
        {
          workflowStepId: steps.translation,
          assignPerTargetLocale: true,
          assignedUserIdsByTargetLocale: { de: [linguistId] },
          dueDate: due,
        },
      ],
    },
    { 'alpha.json': json('Alpha one.'), 'beta.json': json('Beta two.'), 'gamma.json': json('C.') },
  );
});
afterAll(() => server.close());

describe('the project job list', () => {
  it('lists one level, filtered by file name, locale, assignee and due date, and sorted', async () => {
    const level1 = await list(pm, '&level=1');
    expect(level1.totalJobs).toBe(6);
    expect(level1.jobs[0]).toMatchObject({
      workflowLevel: 1,
      workflowStep: { id: steps.translation, name: 'Translation', type: 'TRANSLATION' },
      hasOffer: false,
      hasParent: false,
      splitPart: null,
      status: 'NEW',
    });
    expect(level1.editorUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect((await list(pm, '&level=2')).jobs[0]?.workflowStep.name).toBe('Revision');
    expect(names(await list(pm, '&fileName=ET&targetLocale=fr'))).toEqual(['beta.json/fr']);
    const assigned = await list(pm, `&assignedTo=${linguistId}&sortField=fileName&sortOrder=DESC`);
    expect(names(assigned)).toEqual(['gamma.json/de', 'beta.json/de', 'alpha.json/de']);
    expect(assigned.jobs[0]?.assignees).toEqual([
      { id: linguistId, type: 'USER', name: 'linguist', buyerUserId: null },
    ]);
    expect((await list(pm, '&dueInHours=4')).totalJobs).toBe(6);
    expect((await list(pm, '&dueInHours=0')).totalJobs).toBe(0);
    expect((await list(pm, '&level=2&dueInHours=36')).totalJobs).toBe(0);
    const ids = (
      await pm.get<{ ids: number[] }>(
        `/api/job/listAllIdsByProject?projectUid=${project.uid}&level=2`,
      )
    ).body.ids;
    expect(ids).toHaveLength(6);
    const byIds = await pm.get<{ jobs: JobPart[] }>(
      `/api/job/list?jobPartIds=${ids.slice(0, 2).join(',')}`,
    );
    expect(byIds.body.jobs.map((job) => job.id)).toEqual(ids.slice(0, 2));
    expect((await pm.get('/web/api/v3/async/listPendingRequests')).body).toEqual([]);
  });

  it('pages by 50', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 22 }, (_, index) => [
        `page${String(index).padStart(2, '0')}.json`,
        json('Page.'),
      ]),
    );
    await importJobs(pm, { projectUid: project.uid, targetLocales: ['de', 'fr'] }, files);
    const first = await list(pm, '&sortField=fileName');
    expect([first.totalJobs, first.pages, first.jobs.length]).toEqual([50, 1, 50]);
    await importJobs(
      pm,
      { projectUid: project.uid, targetLocales: ['de'] },
      { 'zeta.json': json('Z.') },
    );
    const second = await list(pm, '&sortField=fileName&page=1');
    expect([second.totalJobs, second.pages, names(second)]).toEqual([51, 2, ['zeta.json/de']]);
  });

  it('shows linguists only their job parts and lets them accept, decline and complete', async () => {
    const mine = await list(linguist, '');
    expect(names(mine)).toEqual(['alpha.json/de', 'beta.json/de', 'gamma.json/de']);
    const [alpha, beta, gamma] = mine.jobs.map((job) => job.id) as [number, number, number];
    expect((await changeStatus(linguist, [alpha], 'COMPLETED_BY_LINGUIST')).body.errorCode).toBe(
      'JobStatusNotAllowed',
    );
    const accepted = await changeStatus(linguist, [alpha, beta], 'ASSIGNED');
    expect(accepted.body.jobs.map((job) => job.status)).toEqual(['ASSIGNED', 'ASSIGNED']);
    expect((await changeStatus(linguist, [gamma], 'DECLINED_BY_LINGUIST')).status).toBe(200);
    expect((await changeStatus(linguist, [alpha], 'COMPLETED_BY_LINGUIST')).status).toBe(200);
    const other = (await list(pm, '&fileName=alpha&targetLocale=fr')).jobs[0]!;
    expect((await changeStatus(linguist, [other.id], 'ASSIGNED')).status).toBe(404);
    expect(
      (
        await linguist.post('/api/job/copySourceToTarget', {
          projectUid: project.uid,
          jobPartIds: [alpha],
        })
      ).status,
    ).toBe(403);

    const changes = await pm.get<
      Array<{
        statusChanges: Array<{
          status: string;
          createdBy: { userName: string };
          organizationName: string;
        }>;
      }>
    >(`/web/api/v9/job/getStatusChangesBulk?jobPart=${alpha}`);
    expect(
      changes.body[0]?.statusChanges.map((change) => [change.status, change.createdBy.userName]),
    ).toEqual([
      ['NEW', 'pm'],
      ['ASSIGNED', 'linguist'],
      ['COMPLETED_BY_LINGUIST', 'linguist'],
    ]);
    expect(changes.body[0]?.statusChanges[0]?.organizationName).toBe('Demo');

    const revisionOfAlpha = (await list(pm, '&level=2&fileName=alpha&targetLocale=de')).jobs[0]!;
    const counts = await pm.get<SegmentsCount[]>(
      `/web/api/v9/job/getSegmentsCount?jobPart=${revisionOfAlpha.id}&jobPart=${beta}`,
    );
    expect(counts.body.map((count) => count.previousWorkflow.completed)).toEqual([true, true]);
  });

  it('feeds the project list: progress, the jobStatus filter and what linguists see', async () => {
    const listed = async (client: ApiClient, query: string) => {
      const reply = await client.get<Project[]>(`/api/project/list?${query}`);
      expect(reply.status, reply.text).toBe(200);
      return reply.body;
    };
    const parts = (await list(pm, '')).totalJobs + (await list(pm, '&level=2')).totalJobs;
    const [own] = await listed(pm, 'name=Listed');
    expect(own?.progress).toEqual({ finishedCount: 1, totalCount: parts });
    expect((await listed(pm, 'jobStatus=COMPLETED_BY_LINGUIST')).map((p) => p.name)).toEqual([
      'Listed',
    ]);
    expect(await listed(pm, 'jobStatus=COMPLETED')).toEqual([]);
    expect((await listed(linguist, '')).map((p) => p.name)).toEqual(['Listed']);
    const linguist2 = await server.as('linguist2');
    expect(await listed(linguist2, '')).toEqual([]);
  });

  it('lets managers set any status, with the spec limits', async () => {
    const [first] = (await list(pm, '&fileName=beta&targetLocale=fr')).jobs;
    const cancelled = await changeStatus(pm, [first!.id], 'CANCELLED');
    expect(cancelled.body.jobs[0]?.status).toBe('CANCELLED');
    const two = await pm.post<JobCreateResponse>(
      '/api/v2/job',
      jobForm(
        {
          projectUid: project.uid,
          targetLocales: ['de'],
          workflowSettings: [
            {
              workflowStepId: steps.translation,
              assignedUserIds: [linguistId, await userId(server, 'linguist2')],
            },
          ],
        },
        { 'pair.json': json('Two.') },
      ),
    );
    await waitForTask(pm, two.body.task.id);
    const refused = await changeStatus(pm, [two.body.jobs[0]!.id], 'ASSIGNED');
    expect(refused.body.errorDescription).toBe(jobMessages.multipleAssigneesAccepted);
    expect((await changeStatus(pm, [two.body.jobs[0]!.id], 'EMAILED')).status).toBe(200);
  });

  it('deletes one part and keeps the job while another part remains', async () => {
    const [gammaFr] = (await list(pm, '&fileName=gamma&targetLocale=fr')).jobs;
    const reply = await pm.delete('/api/job', {
      projectUid: project.uid,
      jobPartIds: [gammaFr!.id],
    });
    expect(reply.status).toBe(200);
    expect((await list(pm, '&fileName=gamma&targetLocale=fr')).totalJobs).toBe(0);
    expect((await list(pm, '&level=2&fileName=gamma&targetLocale=fr')).totalJobs).toBe(1);
  });

  it('deletes a job with its last part, and its segments with it', async () => {
    const [last] = (await list(pm, '&level=2&fileName=gamma&targetLocale=fr')).jobs;
    const db = server.ctx.db.kysely;
    const { job_id: jobId } = await db
      .selectFrom('job_parts')
      .select('job_id')
      .where('uid', '=', String(last?.uid))
      .executeTakeFirstOrThrow();
    const segmentsOfJob = async () =>
      (await db.selectFrom('segments').select('id').where('job_id', '=', jobId).execute()).length;
    expect(await segmentsOfJob()).toBe(1);
    const reply = await pm.delete('/api/job', { projectUid: project.uid, jobPartIds: [last!.id] });
    expect(reply.status).toBe(200);
    expect(await db.selectFrom('jobs').select('id').where('id', '=', jobId).execute()).toEqual([]);
    // PostgreSQL takes them away by a trigger on jobs (migration 0033), SQLite by the foreign key.
    expect(await segmentsOfJob()).toBe(0);
  });
});
