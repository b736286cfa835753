import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPart, LinguistJobPage, Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId, type ErrorReply, type Tenant } from './tenants.js';
import { importJobs } from './fixtures/jobs/files.js';

const HOUR_MS = 3_600_000;
let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let other: Tenant;
let first: Project;
let second: Project;

const json = (text: string) => new TextEncoder().encode(JSON.stringify({ text }));

const list = async (client: ApiClient, query = '') => {
  const reply = await client.get<LinguistJobPage>(`/api/job/filter?${query}`);
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
};
const names = (page: LinguistJobPage) =>
  page.jobs.map((job) => `${job.fileName}/${job.targetLocale}`);
const idOf = (page: LinguistJobPage, fileName: string) =>
  page.jobs.find((job) => job.fileName === fileName)?.id ?? 0;
const changeStatus = async (
  client: ApiClient,
  project: Project,
  ids: number[],
  newStatus: string,
) => {
  const reply = await client.post<{ jobs: JobPart[] } & ErrorReply>('/api/job/changeStatus', {
    projectUid: project.uid,
    jobPartIds: ids,
    newStatus,
  });
  expect(reply.status, reply.text).toBe(200);
};

async function translationStep(): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', 'Translation')
    .executeTakeFirstOrThrow();
  return row.id;
}

const dueIn = (hours: number) =>
  new Date(server.clock.now().getTime() + hours * HOUR_MS).toISOString();

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  other = await createTenant(server, 'Elsewhere');
  const linguistId = await userId(server, 'linguist');
  const step = await translationStep();
  first = await createProject(pm, 'First', ['de', 'fr'], {
    workflowStepIds: [step],
    note: 'Use the glossary',
  });
  second = await createProject(pm, 'Second', ['de'], { workflowStepIds: [step] });
  // German of the first project is the linguist's, due in 2 hours; French is nobody's.
  await importJobs(
    pm,
    {
      projectUid: first.uid,
      targetLocales: ['de', 'fr'],
      workflowSettings: [
        {
          workflowStepId: step,
          assignPerTargetLocale: true,
          assignedUserIdsByTargetLocale: { de: [linguistId] },
          dueDate: dueIn(2),
        },
      ],
    },
    { 'alpha.json': json('Alpha one.'), 'beta.json': json('Beta two.') },
  );
  await importJobs(
    pm,
    {
      projectUid: second.uid,
      targetLocales: ['de'],
      workflowSettings: [
        { workflowStepId: step, assignedUserIds: [linguistId], dueDate: dueIn(30) },
      ],
    },
    {
      'gamma.json': json('Gamma.'),
      'delta.json': json('Delta.'),
      'epsilon.json': json('Epsilon.'),
      'zeta.json': json('Zeta.'),
    },
  );
  // A French job assigned, against the rules, to another organization's linguist.
  const french = await server.ctx.db.kysely
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select('jp.id')
    .where('j.target_lang', '=', 'fr')
    .where('j.file_name', '=', 'alpha.json')
    .executeTakeFirstOrThrow();
  await server.ctx.db.kysely
    .insertInto('job_part_assignees')
    .values({ job_part_id: french.id, user_id: other.userIds.linguist, vendor_id: null })
    .execute();
});
afterAll(() => server.close());

describe('the linguist job list (GET /api/job/filter)', () => {
  it('lists only the linguist’s own job parts, nearest due first, with their project', async () => {
    const page = await list(linguist);
    expect(names(page)).toEqual([
      'alpha.json/de',
      'beta.json/de',
      'gamma.json/de',
      'delta.json/de',
      'epsilon.json/de',
      'zeta.json/de',
    ]);
    expect([page.totalJobs, page.pages]).toEqual([6, 1]);
    expect(page.editorUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(page.atmsServerUrl).toBe(page.editorUrl);
    expect(page.jobs[0]).toMatchObject({
      status: 'NEW',
      workflowStep: { name: 'Translation' },
      project: {
        uid: first.uid,
        id: first.id,
        internalId: first.internalId,
        name: 'First',
        note: 'Use the glossary',
        allowLinguistsToDownloadTranslationJobs: true,
      },
      buyer: null,
      businessUnit: null,
      qualityAssurance: { warningsCount: 0, qualityAssuranceResolved: true },
      progress: { confirmedSegmentsCount: 0, percent: 0 },
      segmentsCount: 1,
      wordsCount: 2,
    });
  });

  it('lists nothing of another organization, and nothing to whoever is not assigned', async () => {
    expect((await list(await other.as('linguist'))).totalJobs).toBe(0);
    expect((await list(pm)).totalJobs).toBe(0);
    expect((await server.anonymous().get('/api/job/filter')).status).toBe(401);
  });

  it('filters by file, search pattern, target language and due time, and sorts', async () => {
    expect(names(await list(linguist, 'fileName=ALP'))).toEqual(['alpha.json/de']);
    expect(names(await list(linguist, 'searchPattern=second&sortField=fileName'))).toEqual([
      'delta.json/de',
      'epsilon.json/de',
      'gamma.json/de',
      'zeta.json/de',
    ]);
    expect((await list(linguist, 'targetLocale=fr')).totalJobs).toBe(0);
    expect((await list(linguist, 'dueInHours=4')).totalJobs).toBe(2);
    expect((await list(linguist, 'dueInHours=24')).totalJobs).toBe(2);
    expect((await list(linguist, 'dueInHours=72')).totalJobs).toBe(6);
    expect((await list(linguist, 'dueInHours=-1')).totalJobs).toBe(0);
    const descending = await list(linguist, 'sortField=fileName&sortOrder=DESC');
    expect(names(descending).slice(0, 2)).toEqual(['zeta.json/de', 'gamma.json/de']);
    const byDue = await list(linguist, 'sortField=dateDue&sortOrder=DESC');
    expect(names(byDue).slice(-2)).toEqual(['beta.json/de', 'alpha.json/de']);
    const bad = await linguist.get<ErrorReply>('/api/job/filter?dueInHours=36');
    expect(bad.status).toBe(400);
  });

  it('pages by the page size asked for', async () => {
    const second = await list(linguist, 'pageSize=5&page=1');
    expect([second.totalJobs, second.pages, names(second)]).toEqual([6, 2, ['zeta.json/de']]);
    expect((await linguist.get('/api/job/filter?pageSize=7')).status).toBe(400);
  });

  it('shows each tab’s statuses: New with Emailed, Completed with Delivered', async () => {
    const all = await list(linguist);
    await changeStatus(linguist, first, [idOf(all, 'alpha.json')], 'ASSIGNED');
    await changeStatus(pm, first, [idOf(all, 'beta.json')], 'EMAILED');
    await changeStatus(linguist, second, [idOf(all, 'gamma.json')], 'DECLINED_BY_LINGUIST');
    await changeStatus(pm, second, [idOf(all, 'delta.json')], 'COMPLETED');
    await changeStatus(pm, second, [idOf(all, 'epsilon.json')], 'CANCELLED');
    expect(names(await list(linguist, 'listStatus=NEW'))).toEqual(['beta.json/de', 'zeta.json/de']);
    expect(names(await list(linguist, 'listStatus=ASSIGNED'))).toEqual(['alpha.json/de']);
    await changeStatus(linguist, first, [idOf(all, 'alpha.json')], 'COMPLETED_BY_LINGUIST');
    expect(names(await list(linguist, 'listStatus=COMPLETED_BY_LINGUIST'))).toEqual([
      'alpha.json/de',
      'delta.json/de',
    ]);
    expect(names(await list(linguist, 'listStatus=DECLINED_BY_LINGUIST'))).toEqual([
      'gamma.json/de',
    ]);
    expect(names(await list(linguist, 'listStatus=CANCELLED'))).toEqual(['epsilon.json/de']);
    expect(names(await list(linguist, 'status=EMAILED'))).toEqual(['beta.json/de']);
    // Finished jobs are not due; the unfinished ones of the first project are overdue later.
    server.clock.advance(3 * HOUR_MS);
    expect(names(await list(linguist, 'dueInHours=-1'))).toEqual(['beta.json/de']);
    expect((await linguist.get('/api/job/filter?listStatus=COMPLETED')).status).toBe(400);
  });
});
