import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSample } from '@tessera/core';
import {
  format,
  POST_MORTEM_VENDOR_NAME,
  scoringMessages,
  type JobCreateResponse,
  type Project,
  type ProjectPage,
  type ScoringConfigs,
  type ScoringError,
  type ScoringErrors,
  type ScoringGroup,
  type ScoringJob,
} from '@tessera/contracts';
import { writeXlsxTable } from '@tessera/filters';
import { page } from './editorHelpers.js';
import { importJobs } from './fixtures/jobs/files.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importSampleModel } from './scoringSetup.js';
import { stepId } from './tenants.js';

// Forty segments of ten words: 400 words, of which the sample takes 250 (at least 250, a tenth).
const guide = Array.from(
  { length: 40 },
  (_unused, index) => `Line ${index + 1} of the guide says what careful readers need.`,
).join('\n');

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let templateId: number;
let steps: number[];

function upload(field: string, fileName: string, bytes: Uint8Array) {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}

beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
  pm = await server.as('pm');
  await importSampleModel(server);
  steps = [await stepId(server, 'Translation'), await stepId(server, 'Revision')];
  await admin.post('/api/setup/vendors', { name: POST_MORTEM_VENDOR_NAME });
  await admin.put('/api/postMortemScoringSettings', { enablePostMortemScoring: true });
  const template = await admin.post<{ id: number }>('/api/v2/projectTemplate', {
    projectTemplateName: 'Delivered guides',
    workflowStepIds: steps,
  });
  expect(template.status, template.text).toBe(201);
  templateId = template.body.id;
  const mapping = writeXlsxTable('Mapping', [
    ['Project template', 'Scoring model'],
    ['Delivered guides', 'Tessera MQM'],
  ]);
  const mapped = await admin.post(
    '/api/scoring/importSampledQAMappings',
    upload('mappingsFileName', 'mapping.xlsx', mapping),
  );
  expect(mapped.status, mapped.text).toBe(200);
});
afterAll(() => server.close());

async function deliveredJob(project: Project) {
  const created: JobCreateResponse = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    { 'guide.txt': new TextEncoder().encode(`${guide}\n`) },
  );
  const partAt = (level: number) =>
    created.jobs.find((job) => job.workflowLevel === level)?.id ?? 0;
  return { translation: partAt(1), revision: partAt(2) };
}

const setStatus = async (project: Project, jobPartId: number, newStatus: string) => {
  const reply = await pm.post('/api/job/changeStatus', {
    projectUid: project.uid,
    jobPartIds: [jobPartId],
    newStatus,
  });
  expect(reply.status, reply.text).toBe(200);
};
const scoringJobOf = async (jobPartId: number) =>
  (await pm.get<ScoringJob[]>(`/api/scoring/getBulkScoringJobs?jobPart=${jobPartId}`)).body[0];

describe('Sampled Post-Delivery QA', () => {
  it('makes a mapped template’s projects post-delivery QA projects, listed apart', async () => {
    const sampled = await createProject(pm, 'Guide from the template', ['de'], {
      projectTemplateId: templateId,
      workflowStepIds: steps,
    });
    const regular = await createProject(pm, 'Guide of its own', ['de'], {
      workflowStepIds: steps,
    });
    expect([sampled.isPostMortemScoring, regular.isPostMortemScoring]).toEqual([true, false]);
    const names = async (flag: boolean) =>
      (
        await pm.get<ProjectPage>(
          `/api/project/list?isPostMortemScoring=${flag}&name=Guide&withPagination=true`,
        )
      ).body.projects.map((project) => project.name);
    expect(await names(true)).toEqual(['Guide from the template']);
    expect(await names(false)).toEqual(['Guide of its own']);
  });

  it('scores a reproducible sample of each delivered job, over the sample’s words', async () => {
    const project = await createProject(pm, 'Sampled manual', ['de'], {
      projectTemplateId: templateId,
      workflowStepIds: steps,
    });
    const parts = await deliveredJob(project);
    // Translation done is not delivery: the job's last step is.
    await setStatus(project, parts.translation, 'COMPLETED');
    expect(await scoringJobOf(parts.translation)).toBeUndefined();
    await setStatus(project, parts.revision, 'COMPLETED');
    const requested = await scoringJobOf(parts.revision);
    expect(requested).toMatchObject({ status: 'NEW', sampledWords: 250, score: null });

    // The sample is the one core draws from the part's uid, in file order.
    const db = server.ctx.db.kysely;
    const part = await db
      .selectFrom('job_parts')
      .select(['uid', 'job_id'])
      .where('id', '=', parts.revision)
      .executeTakeFirstOrThrow();
    const segments = await db
      .selectFrom('segments')
      .select(['id', 'ordinal', 'words_count as words'])
      .where('job_id', '=', part.job_id)
      .orderBy('ordinal')
      .execute();
    const sampledIds = (
      await db
        .selectFrom('scoring_sample_segments')
        .select('segment_id')
        .where('scoring_job_id', '=', requested?.id ?? 0)
        .orderBy('segment_id')
        .execute()
    ).map((row) => row.segment_id);
    expect(sampledIds).toEqual(drawSample(segments, part.uid).map((segment) => segment.id));
    expect(sampledIds).toHaveLength(25);
    const ordinalOf = (id: number) => segments.find((segment) => segment.id === id)?.ordinal;
    const inSample = sampledIds.map(ordinalOf);
    const outside = segments.find((segment) => !sampledIds.includes(segment.id))?.ordinal;

    const card = (lines: string[]) =>
      upload('scoringFile', 'card.csv', new TextEncoder().encode(lines.join('\r\n')));
    const refused = await pm.post(
      `/api/scoring/import?jobPart=${parts.revision}`,
      card(['Segment,Category,Severity', `${outside},Accuracy,Minor`]),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(
      format(scoringMessages.segmentNotSampled, { segment: outside ?? 0, row: 2 }),
    );
    const scored = await pm.post<ScoringJob>(
      `/api/scoring/import?jobPart=${parts.revision}`,
      card([
        'Segment,Category,Severity',
        `${inSample[0]},Accuracy,Minor`,
        `${inSample[1]},Fluency,Major`,
      ]),
    );
    // 1 + 5 = 6 points in the sample's 250 words: 100 - 2.4 = 97.6, under the threshold 98.
    expect(scored.body).toMatchObject({
      status: 'COMPLETED',
      score: 97.6,
      passing: false,
      scoredWordCount: 250,
      penaltyPoints: 6,
    });

    // The delivered part's later moves leave its post-delivery scoring be.
    await setStatus(project, parts.revision, 'ASSIGNED');
    await setStatus(project, parts.revision, 'COMPLETED');
    expect(await scoringJobOf(parts.revision)).toMatchObject({ status: 'COMPLETED', score: 97.6 });

    // The group sits on the delivering step, and the project's status is Done (failed).
    const configs = (
      await pm.get<ScoringConfigs>(`/api/scoring/getAllConfigs?project=${project.uid}`)
    ).body;
    expect(configs.status).toBe('FAILED');
    expect(configs.configs.map((config) => config.workflowStep.name)).toEqual(['Revision']);
    const groups = await pm.get<ScoringGroup[]>(
      `/api/scoring/bulkGetGroups?groupIds=${configs.configs[0]?.groupIds.join(',')}`,
    );
    expect(groups.body[0]).toMatchObject({
      status: 'FAILED',
      score: 97.6,
      jobCounts: { total: 1, pending: 0, succeeded: 0, failed: 1 },
      scoringModel: { name: 'Tessera MQM', threshold: 98 },
    });
  });

  it('shows the reviser the sample in the editor and takes errors inside it only', async () => {
    const project = await createProject(pm, 'Sampled in the editor', ['de'], {
      projectTemplateId: templateId,
      workflowStepIds: steps,
    });
    const parts = await deliveredJob(project);
    await setStatus(project, parts.revision, 'COMPLETED');
    const errors = await pm.get<ScoringErrors>(`/api/scoring/errors?jobPart=${parts.revision}`);
    expect(errors.status, errors.text).toBe(200);
    const sampledIds = errors.body.sampledSegmentIds ?? [];
    expect(sampledIds).toHaveLength(25);

    const filtered = await page(pm, parts.revision, '&filter=SAMPLED');
    expect(filtered.status, filtered.text).toBe(200);
    expect(filtered.body.total).toBe(25);
    expect(filtered.body.segments.map((segment) => segment.id)).toEqual(sampledIds);
    const all = await page(pm, parts.revision, '');
    const outside = all.body.segments.find((segment) => !sampledIds.includes(segment.id));

    const record = (segmentId: number) =>
      pm.post<ScoringError>('/api/scoring/error', {
        jobPart: parts.revision,
        segmentId,
        category: 'Accuracy',
        severity: 'Minor',
      });
    const refused = await record(outside?.id ?? 0);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(scoringMessages.errorSegmentNotSampled);
    expect((await record(sampledIds[3] ?? 0)).status).toBe(201);
    // One minor point in the sample's 250 words: 100 - 0.4 = 99.6, passing at 98.
    expect(await scoringJobOf(parts.revision)).toMatchObject({
      status: 'IN_PROGRESS',
      score: 99.6,
      passing: true,
    });

    // The part was delivered long ago: the reviser finishes the scoring, and it stays finished.
    const complete = () =>
      pm.post<ScoringJob>(`/api/scoring/complete?jobPart=${parts.revision}`, {});
    const completed = await complete();
    expect(completed.status, completed.text).toBe(200);
    expect(completed.body).toMatchObject({ status: 'COMPLETED', score: 99.6, passing: true });
    const again = await complete();
    expect(again.status).toBe(400);
    expect(again.text).toContain(scoringMessages.scoringCompleted);
    expect((await record(sampledIds[4] ?? 0)).status).toBe(400);

    // Any other scoring job completes with its part.
    const translation = await pm.post(`/api/scoring/complete?jobPart=${parts.translation}`, {});
    expect(translation.status).toBe(404);
  });

  it('samples nothing once the organization turns post-delivery QA off', async () => {
    const project = await createProject(pm, 'Guide after the switch', ['de'], {
      projectTemplateId: templateId,
      workflowStepIds: steps,
    });
    const parts = await deliveredJob(project);
    await admin.put('/api/postMortemScoringSettings', { enablePostMortemScoring: false });
    await setStatus(project, parts.revision, 'COMPLETED');
    expect(await scoringJobOf(parts.revision)).toBeUndefined();
    const later = await createProject(pm, 'Guide while off', ['de'], {
      projectTemplateId: templateId,
      workflowStepIds: steps,
    });
    expect(later.isPostMortemScoring).toBe(false);
    await admin.put('/api/postMortemScoringSettings', { enablePostMortemScoring: true });
  });
});
