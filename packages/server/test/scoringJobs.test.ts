import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  jobMessages,
  scoringMessages,
  type JobCreateResponse,
  type ScoringJob,
} from '@tessera/contracts';
import { writeXlsxTable, type XlsxCell } from '@tessera/filters';
import { importJobs } from './fixtures/jobs/files.js';
import { split } from './jobSplitHelpers.js';
import { importSampleModel, tenWords } from './scoringSetup.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, stepId } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let modelId: number;
let scoringStepId: number;
let translationStepId: number;

function scorecard(fileName: string, bytes: Uint8Array, field = 'scoringFile') {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return body;
}
const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));
const fieldMessage = (body: unknown) =>
  (body as { errors?: Array<{ message: string }> }).errors?.[0]?.message;

beforeAll(async () => {
  server = await startServer();
  modelId = await importSampleModel(server);
  pm = await server.as('pm');
  scoringStepId = await stepId(server, 'Scoring');
  translationStepId = await stepId(server, 'Translation');
});
afterAll(() => server.close());

async function scoredJob(name: string): Promise<{ translation: number; scoring: number }> {
  const project = await createProject(pm, name, ['de'], {
    workflowStepIds: [translationStepId, scoringStepId],
    scoringModelIdsByWorkflowStepId: { [scoringStepId]: modelId },
  });
  const created: JobCreateResponse = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'] },
    { 'story.txt': new TextEncoder().encode(tenWords) },
  );
  const partAt = (level: number) => created.jobs.find((job) => job.workflowLevel === level)?.id;
  return { translation: partAt(1) ?? 0, scoring: partAt(2) ?? 0 };
}

describe('scoring jobs', () => {
  it('are created for the parts of a scoring step with a model, as Requested (NEW)', async () => {
    const parts = await scoredJob('Scored brochure');
    const reply = await pm.get<ScoringJob[]>(
      `/api/scoring/getBulkScoringJobs?jobPart=${parts.translation}&jobPart=${parts.scoring}`,
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual([
      {
        id: expect.any(Number),
        jobPartId: parts.scoring,
        status: 'NEW',
        score: null,
        passing: null,
        scoredWordCount: null,
        penaltyPoints: null,
        sampledWords: null,
        scoringModel: { id: modelId, name: 'Tessera MQM', version: 1, threshold: 98 },
      },
    ]);
  });

  it('score an imported scorecard by the model: a hand count of penalty points per word', async () => {
    const parts = await scoredJob('Scored leaflet');
    const reply = await pm.post<ScoringJob>(
      `/api/scoring/import?jobPart=${parts.scoring}`,
      scorecard(
        'scorecard.csv',
        csv([
          'Segment,Category,Subcategory,Severity,Comment',
          '1,Accuracy,Mistranslation,Minor,"quick, not fast"',
          '2,fluency,spelling,minor,',
          ',Style,,Neutral,tone is fine',
        ]),
      ),
    );
    expect(reply.status, reply.text).toBe(200);
    // 2 minor errors = 2 points in 10 words: 100 - 2 / 10 * 100 = 80, below the threshold 98.
    expect(reply.body).toMatchObject({
      jobPartId: parts.scoring,
      status: 'COMPLETED',
      score: 80,
      passing: false,
      scoredWordCount: 10,
      penaltyPoints: 2,
    });
    const errors = await server.ctx.db.kysely
      .selectFrom('scoring_errors')
      .select(['category', 'subcategory', 'severity', 'comment', 'segment_id'])
      .where('scoring_job_id', '=', reply.body.id)
      .orderBy('id')
      .execute();
    expect(
      errors.map(({ segment_id, ...error }) => ({ ...error, segment: segment_id !== null })),
    ).toEqual([
      {
        category: 'Accuracy',
        subcategory: 'Mistranslation',
        severity: 'Minor',
        comment: 'quick, not fast',
        segment: true,
      },
      {
        category: 'Fluency',
        subcategory: 'Spelling',
        severity: 'Minor',
        comment: '',
        segment: true,
      },
      {
        category: 'Style',
        subcategory: '',
        severity: 'Neutral',
        comment: 'tone is fine',
        segment: false,
      },
    ]);

    // A second scorecard replaces the first: no errors pass with 100.
    const rows: XlsxCell[][] = [['Category', 'Severity']];
    const clean = await pm.post<ScoringJob>(
      `/api/scoring/import?jobPart=${parts.scoring}`,
      scorecard('clean.xlsx', writeXlsxTable('Scorecard', rows)),
    );
    expect(clean.body).toMatchObject({ score: 100, passing: true, penaltyPoints: 0 });
  });

  it('refuses a scorecard the model does not allow, naming the row, and keeps the score', async () => {
    const parts = await scoredJob('Refused scorecards');
    const post = (lines: string[]) =>
      pm.post(`/api/scoring/import?jobPart=${parts.scoring}`, scorecard('card.csv', csv(lines)));
    const cases: Array<[string[], string]> = [
      [['Segment,Severity', '1,Minor'], scoringMessages.scorecardHeaderMissing],
      [
        ['Category,Severity', 'Grammar,Minor'],
        format(scoringMessages.unknownCategory, {
          category: 'Grammar',
          model: 'Tessera MQM',
          row: 2,
        }),
      ],
      [
        ['Category,Subcategory,Severity', 'Accuracy,Spelling,Minor'],
        format(scoringMessages.unknownSubcategory, {
          category: 'Accuracy',
          subcategory: 'Spelling',
          model: 'Tessera MQM',
          row: 2,
        }),
      ],
      [
        ['Category,Severity', 'Accuracy,Blocker'],
        format(scoringMessages.unknownSeverity, {
          severity: 'Blocker',
          model: 'Tessera MQM',
          row: 2,
        }),
      ],
      [
        ['Segment,Category,Severity', '3,Accuracy,Minor'],
        format(scoringMessages.unknownSegment, { segment: 3, row: 2 }),
      ],
    ];
    for (const [lines, message] of cases) {
      const reply = await post(lines);
      expect(reply.status, message).toBe(400);
      expect(fieldMessage(reply.body)).toBe(message);
    }
    const missing = await pm.post(`/api/scoring/import?jobPart=${parts.scoring}`, new FormData());
    expect(fieldMessage(missing.body)).toBe(jobMessages.scoringFileRequired);
    const pdf = await pm.post(
      `/api/scoring/import?jobPart=${parts.scoring}`,
      scorecard('card.pdf', csv(['x'])),
    );
    expect(fieldMessage(pdf.body)).toBe(scoringMessages.scorecardTypes);
    const [job] = (
      await pm.get<ScoringJob[]>(`/api/scoring/getBulkScoringJobs?jobPart=${parts.scoring}`)
    ).body;
    expect(job).toMatchObject({ status: 'NEW', score: null });

    // A part without a scoring step has no scoring job.
    const none = await pm.post(
      `/api/scoring/import?jobPart=${parts.translation}`,
      scorecard('card.csv', csv(['Category,Severity'])),
    );
    expect(none.status).toBe(404);
    expect((none.body as { errorDescription: string }).errorDescription).toBe(
      jobMessages.scoringJobNotFound,
    );
  });

  it('follow a split: each part scores the errors on its own segments over its words', async () => {
    const parts = await scoredJob('Split scoring');
    const imported = await pm.post(
      `/api/scoring/import?jobPart=${parts.scoring}`,
      scorecard(
        'card.csv',
        csv(['Segment,Category,Severity', '1,Accuracy,Minor', '2,Accuracy,Major', ',Style,Minor']),
      ),
    );
    expect(imported.status, imported.text).toBe(200);
    const reply = await split(pm, 'splitByPartsCount', [parts.scoring], { partsCount: 2 });
    expect(reply.status, reply.text).toBe(200);
    const copies = reply.body.jobs
      .filter((job) => job.workflowLevel === 2)
      .sort((a, b) => (a.splitPart?.number ?? 0) - (b.splitPart?.number ?? 0))
      .map((job) => job.id);
    const scored = await pm.get<ScoringJob[]>(
      `/api/scoring/getBulkScoringJobs?${copies.map((id) => `jobPart=${id}`).join('&')}`,
    );
    // Five words each: segment 1's minor and the whole job's minor, 2 points: 100 - 40 = 60;
    // segment 2's major, 5 points: 100 - 100 = 0.
    expect(
      scored.body.map((job) => [job.jobPartId, job.status, job.penaltyPoints, job.score]),
    ).toEqual([
      [copies[0], 'COMPLETED', 2, 60],
      [copies[1], 'COMPLETED', 5, 0],
    ]);
  });

  it('keeps another organization and unassigned linguists out', async () => {
    const parts = await scoredJob('Private scoring');
    const linguist = await server.as('linguist');
    const refused = await linguist.post(
      `/api/scoring/import?jobPart=${parts.scoring}`,
      scorecard('card.csv', csv(['Category,Severity'])),
    );
    expect(refused.status).toBe(404);
    expect(
      (await linguist.get<ScoringJob[]>(`/api/scoring/getBulkScoringJobs?jobPart=${parts.scoring}`))
        .body,
    ).toEqual([]);
    const rivalPm = await (await createTenant(server, 'Rival')).as('pm');
    const foreign = await rivalPm.post(
      `/api/scoring/import?jobPart=${parts.scoring}`,
      scorecard('card.csv', csv(['Category,Severity', 'Accuracy,Critical'])),
    );
    expect(foreign.status).toBe(404);
    expect(
      (await rivalPm.get<ScoringJob[]>(`/api/scoring/getBulkScoringJobs?jobPart=${parts.scoring}`))
        .body,
    ).toEqual([]);
    expect((await pm.get('/api/scoring/getBulkScoringJobs')).status).toBe(400);
  });
});
