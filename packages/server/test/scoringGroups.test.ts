import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JobCreateResponse,
  ProjectPage,
  ScoringConfigs,
  ScoringGroup,
  ScoringJob,
} from '@tessera/contracts';
import { importJobs } from './fixtures/jobs/files.js';
import { importSampleModel, tenWords } from './scoringSetup.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, stepId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let modelId: number;
let scoringStepId: number;
let translationStepId: number;

function scorecard(lines: string[]) {
  const body = new FormData();
  body.append('scoringFile', new Blob([lines.join('\r\n')]), 'scorecard.csv');
  return body;
}

beforeAll(async () => {
  server = await startServer();
  modelId = await importSampleModel(server);
  pm = await server.as('pm');
  scoringStepId = await stepId(server, 'Scoring');
  translationStepId = await stepId(server, 'Translation');
});
afterAll(() => server.close());

// A project scored in German and French, two files each: four scoring jobs in two groups.
async function scoredProject(name: string) {
  const project = await createProject(pm, name, ['de', 'fr'], {
    workflowStepIds: [translationStepId, scoringStepId],
    scoringModelIdsByWorkflowStepId: { [scoringStepId]: modelId },
  });
  const created: JobCreateResponse = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de', 'fr'] },
    { 'a.txt': new TextEncoder().encode(tenWords), 'b.txt': new TextEncoder().encode(tenWords) },
  );
  const scoring = created.jobs.filter((job) => job.workflowLevel === 2);
  const partOf = (fileName: string, locale: string) =>
    scoring.find((job) => job.fileName === fileName && job.targetLocale === locale)?.id ?? 0;
  return { project, partOf };
}

const configsOf = async (uid: string) =>
  (await pm.get<ScoringConfigs>(`/api/scoring/getAllConfigs?project=${uid}`)).body;
const groupsOf = async (ids: readonly number[]) =>
  (await pm.get<ScoringGroup[]>(`/api/scoring/bulkGetGroups?groupIds=${ids.join(',')}`)).body;

describe('scoring groups', () => {
  it('gather a project step’s scoring jobs per target locale, Requested until one is scored', async () => {
    const { project } = await scoredProject('Grouped brochure');
    const configs = await configsOf(project.uid);
    expect(configs.status).toBe('NEW');
    expect(configs.configs).toEqual([
      {
        workflowStep: { id: scoringStepId, name: 'Scoring', level: 2, type: 'SCORING' },
        scoringModel: { id: modelId, name: 'Tessera MQM', version: 1, threshold: 98 },
        groupIds: [expect.any(Number), expect.any(Number)],
      },
    ]);
    const groups = await groupsOf(configs.configs[0]?.groupIds ?? []);
    expect(groups.map((group) => [group.targetLang, group.status, group.jobCounts])).toEqual([
      ['de', 'NEW', { total: 2, pending: 2, succeeded: 0, failed: 0 }],
      ['fr', 'NEW', { total: 2, pending: 2, succeeded: 0, failed: 0 }],
    ]);
    expect(groups[0]).toMatchObject({
      score: null,
      passing: null,
      scoringModel: { name: 'Tessera MQM', threshold: 98 },
      workflowStep: { id: scoringStepId, name: 'Scoring', level: 2 },
    });
  });

  it('add up their scored jobs, and the project’s status follows spec 000 section 4', async () => {
    const { project, partOf } = await scoredProject('Grouped leaflet');
    const [groupDe, groupFr] = (await configsOf(project.uid)).configs[0]?.groupIds ?? [];
    // No errors in a.txt (de): 100, passing.
    await pm.post(
      `/api/scoring/import?jobPart=${partOf('a.txt', 'de')}`,
      scorecard(['Category,Severity']),
    );
    expect((await configsOf(project.uid)).status).toBe('IN_PROGRESS');
    // A major error in b.txt (de): 5 points in 10 words, 50, failing.
    await pm.post(
      `/api/scoring/import?jobPart=${partOf('b.txt', 'de')}`,
      scorecard(['Category,Severity', 'Accuracy,Major']),
    );
    expect((await configsOf(project.uid)).status).toBe('IN_PROGRESS_PENDING_FAILURE');
    const [de] = await groupsOf([groupDe ?? 0]);
    // The group's figure: 5 points in 20 words, 100 - 25 = 75, below 98.
    expect(de).toMatchObject({
      status: 'FAILED',
      score: 75,
      passing: false,
      scoredWordCount: 20,
      penaltyPoints: 5,
      jobCounts: { total: 2, pending: 0, succeeded: 1, failed: 1 },
    });
    for (const fileName of ['a.txt', 'b.txt'])
      await pm.post(
        `/api/scoring/import?jobPart=${partOf(fileName, 'fr')}`,
        scorecard(['Category,Severity']),
      );
    expect((await configsOf(project.uid)).status).toBe('FAILED');
    const [fr] = await groupsOf([groupFr ?? 0]);
    expect(fr).toMatchObject({ status: 'SUCCEEDED', score: 100, passing: true });

    const jobs = await pm.get<ScoringJob[]>(`/api/scoring/getGroupScoringJobs?group=${groupDe}`);
    expect(jobs.body.map((job) => [job.jobPartId, job.score])).toEqual([
      [partOf('a.txt', 'de'), 100],
      [partOf('b.txt', 'de'), 50],
    ]);
    const one = await pm.get<ScoringJob[]>(
      `/api/scoring/getGroupScoringJobs?group=${groupDe}&jobPart=${partOf('b.txt', 'de')}`,
    );
    expect(one.body.map((job) => job.score)).toEqual([50]);
  });

  it('are named on the project list and the project, repeated ids read too', async () => {
    const { project } = await scoredProject('Listed scoring');
    const list = await pm.get<ProjectPage>(
      `/api/project/list?name=${encodeURIComponent('Listed scoring')}&withPagination=true`,
    );
    const [listed] = list.body.projects;
    const ids = listed && 'scoring' in listed ? listed.scoring.groupIds : [];
    expect(ids).toHaveLength(2);
    const repeated = await pm.get<ScoringGroup[]>(
      `/api/scoring/bulkGetGroups?groupIds=${ids[0]}&groupIds=${ids[1]}`,
    );
    expect(repeated.body.map((group) => group.id)).toEqual(ids);
    const detail = await pm.get<{ scoring: { groupIds: number[] } }>(
      `/api/project?uid=${project.uid}`,
    );
    expect(detail.body.scoring.groupIds).toEqual(ids);
  });

  it('refuse bad ids, and hide another organization’s groups and projects', async () => {
    const { project } = await scoredProject('Private scoring');
    const ids = (await configsOf(project.uid)).configs[0]?.groupIds ?? [];
    expect((await pm.get('/api/scoring/bulkGetGroups?groupIds=x')).status).toBe(400);
    expect((await pm.get('/api/scoring/bulkGetGroups')).status).toBe(400);
    expect((await pm.get('/api/scoring/getGroupScoringJobs?group=0')).status).toBe(400);
    const other = await (await createTenant(server, 'Scoring rivals')).as('pm');
    expect((await other.get(`/api/scoring/getAllConfigs?project=${project.uid}`)).status).toBe(404);
    expect((await other.get(`/api/scoring/bulkGetGroups?groupIds=${ids.join(',')}`)).body).toEqual(
      [],
    );
    expect((await other.get(`/api/scoring/getGroupScoringJobs?group=${ids[0]}`)).status).toBe(404);
  });

  it('show a linguist only the groups holding a part assigned to them', async () => {
    const { project } = await scoredProject('Linguist scoring');
    const ids = (await configsOf(project.uid)).configs[0]?.groupIds ?? [];
    const linguist = await server.as('linguist');
    expect(
      (await linguist.get<ScoringGroup[]>(`/api/scoring/bulkGetGroups?groupIds=${ids.join(',')}`))
        .body,
    ).toEqual([]);
  });
});
