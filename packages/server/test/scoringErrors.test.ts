import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorMessages,
  format,
  jobMessages,
  SCORING_ERROR_COMMENT_MAX,
  scoringMessages,
  type ErrorBody,
  type JobCreateResponse,
  type JobStatus,
  type NewScoringErrorBody,
  type Project,
  type ScoringError,
  type ScoringErrors,
} from '@tessera/contracts';
import { saved, segments } from './editorHelpers.js';
import { importJobs } from './fixtures/jobs/files.js';
import { importSampleModel, tenWords } from './scoringSetup.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, stepId, userId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let linguistId: number;
let modelId: number;
let scoringStepId: number;
let translationStepId: number;

beforeAll(async () => {
  server = await startServer();
  modelId = await importSampleModel(server);
  pm = await server.as('pm');
  linguist = await server.as('linguist');
  linguistId = await userId(server, 'linguist');
  scoringStepId = await stepId(server, 'Scoring');
  translationStepId = await stepId(server, 'Translation');
});
afterAll(() => server.close());

interface ScoredJob {
  project: Project;
  translation: number;
  scoring: number;
}

/** A project with translation and scoring, its scoring step's part assigned to the reviser. */
async function scoredJob(name: string, reviser: number[] = [linguistId]): Promise<ScoredJob> {
  const project = await createProject(pm, name, ['de'], {
    workflowStepIds: [translationStepId, scoringStepId],
    scoringModelIdsByWorkflowStepId: { [scoringStepId]: modelId },
  });
  const created: JobCreateResponse = await importJobs(
    pm,
    {
      projectUid: project.uid,
      targetLocales: ['de'],
      workflowSettings: [{ workflowStepId: scoringStepId, assignedUserIds: reviser }],
    },
    { 'story.txt': new TextEncoder().encode(tenWords) },
  );
  const partAt = (level: number) => created.jobs.find((job) => job.workflowLevel === level)?.id;
  return { project, translation: partAt(1) ?? 0, scoring: partAt(2) ?? 0 };
}

const errorsOf = (client: ApiClient, jobPart: number) =>
  client.get<ScoringErrors & ErrorBody>(`/api/scoring/errors?jobPart=${jobPart}`);
const addError = (client: ApiClient, body: Partial<NewScoringErrorBody>) =>
  client.post<ScoringError & ErrorBody>('/api/scoring/error', body);
const deleteError = (client: ApiClient, id: number) =>
  client.delete<ErrorBody>(`/api/scoring/error?id=${id}`);

async function scoringJob(jobPart: number) {
  const reply = await errorsOf(pm, jobPart);
  expect(reply.status, reply.text).toBe(200);
  return reply.body.scoringJob;
}

async function setStatus(client: ApiClient, job: ScoredJob, newStatus: JobStatus) {
  const reply = await client.post('/api/job/changeStatus', {
    projectUid: job.project.uid,
    jobPartIds: [job.scoring],
    newStatus,
  });
  expect(reply.status, reply.text).toBe(200);
}

/** The first segment with a saved target, to mark words of. */
async function translatedSegment(jobPart: number, target: string) {
  const [first, second] = await segments(pm, jobPart);
  await saved(pm, {
    jobPartId: jobPart,
    segmentId: first!.id,
    target,
    version: first!.version,
    confirm: false,
  });
  return { first: first!, second: second! };
}

describe('errors on segments', () => {
  it('adds and deletes errors, scoring the job from the model by hand', async () => {
    const job = await scoredJob('Revised story');
    const { first, second } = await translatedSegment(job.scoring, 'Der schnelle braune Fuchs.');
    const empty = await errorsOf(linguist, job.scoring);
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.scoringJob).toMatchObject({ status: 'NEW', score: null });
    expect(empty.body.model?.severities).toContainEqual({ name: 'Major', weight: 5 });
    expect(empty.body.model?.categories.map((category) => category.name)).toContain('Accuracy');
    expect(empty.body.errors).toEqual([]);

    const major = await addError(linguist, {
      jobPart: job.scoring,
      segmentId: first.id,
      category: 'accuracy',
      subcategory: 'mistranslation',
      severity: 'major',
      comment: '  "schnelle" is not quick here  ',
      span: { start: 4, end: 12, text: 'schnelle' },
    });
    expect(major.status, major.text).toBe(201);
    expect(major.body).toEqual({
      id: expect.any(Number),
      segmentId: first.id,
      segmentOrdinal: first.ordinal,
      category: 'Accuracy',
      subcategory: 'Mistranslation',
      severity: 'Major',
      comment: '"schnelle" is not quick here',
      span: { start: 4, end: 12, text: 'schnelle' },
      createdBy: 'linguist',
      createdAt: expect.any(Number),
    });
    const minor = await addError(pm, {
      jobPart: job.scoring,
      segmentId: second.id,
      category: 'Fluency',
      severity: 'Minor',
    });
    expect(minor.status, minor.text).toBe(201);
    expect(minor.body).toMatchObject({ subcategory: '', comment: '', span: null });

    // Major 5 + Minor 1 = 6 points in 10 words: 100 - 6 / 10 * 100 = 40, below 98.
    const listed = await errorsOf(linguist, job.scoring);
    expect(listed.body.scoringJob).toMatchObject({
      status: 'IN_PROGRESS',
      score: 40,
      passing: false,
      penaltyPoints: 6,
      scoredWordCount: 10,
    });
    expect(listed.body.errors.map((error) => [error.severity, error.createdBy])).toEqual([
      ['Major', 'linguist'],
      ['Minor', 'pm'],
    ]);

    const removed = await deleteError(linguist, major.body.id);
    expect(removed.status, removed.text).toBe(204);
    // Minor 1 in 10 words: 90.
    expect(await scoringJob(job.scoring)).toMatchObject({ score: 90, penaltyPoints: 1 });
    expect((await deleteError(linguist, major.body.id)).status).toBe(404);
    await deleteError(pm, minor.body.id);
    expect(await scoringJob(job.scoring)).toMatchObject({
      status: 'IN_PROGRESS',
      score: 100,
      passing: true,
      penaltyPoints: 0,
    });
  });

  it('refuses what the model, the job or the target does not have', async () => {
    const job = await scoredJob('Refused errors');
    const { first } = await translatedSegment(job.scoring, 'Der schnelle braune Fuchs.');
    const other = await scoredJob('Other story');
    const [otherSegment] = await segments(pm, other.scoring);
    const valid = {
      jobPart: job.scoring,
      segmentId: first.id,
      category: 'Accuracy',
      severity: 'Minor',
    };
    const cases: Array<[Partial<NewScoringErrorBody>, string, string]> = [
      [
        { ...valid, category: 'Grammar' },
        'category',
        format(scoringMessages.errorCategoryUnknown, { category: 'Grammar', model: 'Tessera MQM' }),
      ],
      [
        { ...valid, subcategory: 'Spelling' },
        'subcategory',
        format(scoringMessages.errorSubcategoryUnknown, {
          category: 'Accuracy',
          subcategory: 'Spelling',
          model: 'Tessera MQM',
        }),
      ],
      [
        { ...valid, severity: 'Blocker' },
        'severity',
        format(scoringMessages.errorSeverityUnknown, { severity: 'Blocker', model: 'Tessera MQM' }),
      ],
      [{ ...valid, category: ' ' }, 'category', scoringMessages.errorCategoryRequired],
      [{ ...valid, severity: undefined }, 'severity', scoringMessages.errorSeverityRequired],
      [
        { ...valid, comment: 'x'.repeat(SCORING_ERROR_COMMENT_MAX + 1) },
        'comment',
        scoringMessages.errorCommentTooLong,
      ],
      [{ ...valid, segmentId: otherSegment!.id }, 'segmentId', scoringMessages.errorSegmentUnknown],
      [
        { ...valid, span: { start: 4, end: 12, text: 'schnell!' } },
        'span',
        scoringMessages.errorSpanOutside,
      ],
      [
        { ...valid, span: { start: 20, end: 40, text: 'Fuchs.' } },
        'span',
        scoringMessages.errorSpanOutside,
      ],
      [
        { ...valid, span: { start: 4, end: 4, text: '' } },
        'span.end',
        scoringMessages.errorSpanInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await addError(pm, body);
      expect(reply.status, message).toBe(400);
      expect(reply.body.errors).toEqual([{ field, message }]);
    }
    expect(await scoringJob(job.scoring)).toMatchObject({ status: 'NEW', score: null });

    // A part of no scoring step has no scoring job.
    const none = await errorsOf(pm, job.translation);
    expect(none.body).toEqual({
      scoringJob: null,
      model: null,
      errors: [],
      sampledSegmentIds: null,
    });
    const [translationSegment] = await segments(pm, job.translation);
    const refused = await addError(pm, {
      ...valid,
      jobPart: job.translation,
      segmentId: translationSegment!.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errorDescription).toBe(jobMessages.scoringJobNotFound);
  });

  it("keeps another organization's and unassigned parts out, and a finished part read-only", async () => {
    const job = await scoredJob('Private revision');
    const [first] = await segments(pm, job.scoring);
    const added = await addError(pm, {
      jobPart: job.scoring,
      segmentId: first!.id,
      category: 'Style',
      severity: 'Minor',
    });
    expect(added.status, added.text).toBe(201);
    const body = {
      jobPart: job.scoring,
      segmentId: first!.id,
      category: 'Style',
      severity: 'Minor',
    };

    const rivalPm = await (await createTenant(server, 'Rival reviews')).as('pm');
    expect((await errorsOf(rivalPm, job.scoring)).status).toBe(404);
    expect((await addError(rivalPm, body)).status).toBe(404);
    expect((await deleteError(rivalPm, added.body.id)).status).toBe(404);

    const unassigned = await scoredJob('Unassigned revision', []);
    const [unassignedSegment] = await segments(pm, unassigned.scoring);
    expect((await errorsOf(linguist, unassigned.scoring)).status).toBe(404);
    expect(
      (
        await addError(linguist, {
          ...body,
          jobPart: unassigned.scoring,
          segmentId: unassignedSegment!.id,
        })
      ).status,
    ).toBe(404);

    await setStatus(linguist, job, 'ASSIGNED');
    await setStatus(linguist, job, 'COMPLETED_BY_LINGUIST');
    expect((await errorsOf(linguist, job.scoring)).status).toBe(200);
    const finished = await addError(linguist, body);
    expect(finished.status).toBe(403);
    expect(finished.body.errorDescription).toBe(editorMessages.jobFinished);
    expect((await deleteError(linguist, added.body.id)).status).toBe(403);
  });
});

describe('the scoring job follows its part', () => {
  it('accepted: in progress; completed: scored; reopened: in progress again', async () => {
    const job = await scoredJob('Followed revision');
    const [first] = await segments(pm, job.scoring);
    await setStatus(linguist, job, 'ASSIGNED');
    expect(await scoringJob(job.scoring)).toMatchObject({ status: 'IN_PROGRESS', score: null });
    // Only a post-delivery QA's scoring is finished apart from its part.
    const early = await linguist.post<ErrorBody>(
      `/api/scoring/complete?jobPart=${job.scoring}`,
      {},
    );
    expect(early.status).toBe(400);
    expect(early.body.errorDescription).toBe(scoringMessages.scoringFollowsPart);
    await addError(linguist, {
      jobPart: job.scoring,
      segmentId: first!.id,
      category: 'Accuracy',
      severity: 'Minor',
    });
    await setStatus(linguist, job, 'COMPLETED_BY_LINGUIST');
    // Minor 1 in 10 words: 90.
    expect(await scoringJob(job.scoring)).toMatchObject({
      status: 'COMPLETED',
      score: 90,
      passing: false,
      scoredWordCount: 10,
    });
    const closed = await addError(pm, {
      jobPart: job.scoring,
      segmentId: first!.id,
      category: 'Accuracy',
      severity: 'Minor',
    });
    expect(closed.status).toBe(400);
    expect(closed.body.errorDescription).toBe(scoringMessages.scoringCompleted);

    await setStatus(pm, job, 'ASSIGNED');
    expect(await scoringJob(job.scoring)).toMatchObject({ status: 'IN_PROGRESS', score: 90 });
  });

  it('completed by a project manager without errors: 100, passing; cancelled: canceled', async () => {
    const job = await scoredJob('Clean revision');
    await setStatus(pm, job, 'COMPLETED');
    expect(await scoringJob(job.scoring)).toMatchObject({
      status: 'COMPLETED',
      score: 100,
      passing: true,
      penaltyPoints: 0,
      scoredWordCount: 10,
    });
    await setStatus(pm, job, 'CANCELLED');
    expect(await scoringJob(job.scoring)).toMatchObject({ status: 'CANCELED' });
    const [first] = await segments(pm, job.scoring);
    const closed = await addError(pm, {
      jobPart: job.scoring,
      segmentId: first!.id,
      category: 'Accuracy',
      severity: 'Minor',
    });
    expect(closed.status).toBe(400);
    expect(closed.body.errorDescription).toBe(scoringMessages.scoringClosed);
  });
});
