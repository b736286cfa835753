import type { Kysely } from 'kysely';
import {
  ScoringJobStatus,
  ScoringModelDefinition,
  jobMessages,
  scoringMessages,
  type ScoringJob,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth.js';
import { selectSampledSegmentIds } from './errorQueries.js';
import { groupIdOf } from './groupQueries.js';
import {
  findScoredPart,
  insertScoringJobs,
  assignedPartIds,
  replaceScoringErrors,
  selectScoringJobs,
  selectSegmentIds,
  type ScoringJobRow,
} from './jobQueries.js';
import type { SheetRow } from './modelWorkbook.js';
import { rescore } from './rescore.js';
import { readScorecard, scorecardRefusal, type ScorecardError } from './scorecard.js';

export interface ScoredPart {
  jobPartId: number;
  scoringModelId: number;
  projectId: number;
  workflowStepId: number;
  targetLang: string;
}

/**
 * Called as job parts are created: a part of a scoring step with a model gets its scoring job, in
 * the group of its project, step and target locale.
 */
export async function createScoringJobs(
  db: Kysely<Database>,
  organizationId: number,
  parts: readonly ScoredPart[],
  now: string,
): Promise<void> {
  const rows = [];
  // The parts of one call share few groups: each is looked up once.
  const groups = new Map<string, number>();
  for (const part of parts) {
    const key = `${part.projectId}/${part.workflowStepId}/${part.targetLang}`;
    const scoringGroupId =
      groups.get(key) ?? (await groupIdOf(db, { organizationId, ...part }, now));
    groups.set(key, scoringGroupId);
    rows.push({
      organizationId,
      jobPartId: part.jobPartId,
      scoringModelId: part.scoringModelId,
      scoringGroupId,
    });
  }
  await insertScoringJobs(db, rows, now);
}

export function presentScoringJob(row: ScoringJobRow): ScoringJob {
  return {
    id: row.id,
    jobPartId: row.job_part_id,
    status: ScoringJobStatus.parse(row.status),
    score: row.score,
    passing: row.passing === null ? null : row.passing === 1,
    scoredWordCount: row.scored_word_count,
    penaltyPoints: row.penalty_points,
    sampledWords: row.sampled_words,
    scoringModel: {
      id: row.model_id,
      name: row.model_name,
      version: row.model_version,
      threshold: row.model_threshold,
    },
  };
}

// Project managers and administrators see their organization's scoring; a linguist the parts
// assigned to them. Another organization's part is not found.
async function mayScore(db: Kysely<Database>, auth: AuthContext, jobPartId: number) {
  return (
    auth.role !== 'LINGUIST' || (await assignedPartIds(db, [jobPartId], auth.userId)).has(jobPartId)
  );
}

/** GET /api/scoring/getBulkScoringJobs: the scoring jobs of the parts that have one. */
export async function scoringJobsOf(
  ctx: AppContext,
  auth: AuthContext,
  jobPartIds: readonly number[],
): Promise<ScoringJob[]> {
  const db = ctx.db.kysely;
  const rows = await selectScoringJobs(db, auth.organizationId, jobPartIds);
  return (await visibleScoringJobs(db, auth, rows)).map(presentScoringJob);
}

/** The rows of parts the viewer may see. */
export async function visibleScoringJobs(
  db: Kysely<Database>,
  auth: AuthContext,
  rows: readonly ScoringJobRow[],
): Promise<ScoringJobRow[]> {
  if (auth.role !== 'LINGUIST') return [...rows];
  const assigned = await assignedPartIds(
    db,
    rows.map((row) => row.job_part_id),
    auth.userId,
  );
  return rows.filter((row) => assigned.has(row.job_part_id));
}

/**
 * POST /api/scoring/import: a reviser's scorecard replaces the errors of the part's scoring job,
 * and the score is computed from the model over the job's words (a post-delivery QA job's
 * sample's). All or nothing.
 */
export async function importScorecard(
  ctx: AppContext,
  auth: AuthContext,
  jobPartId: number,
  rows: readonly SheetRow[],
): Promise<ScoringJob> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const part = await findScoredPart(db, auth.organizationId, jobPartId);
    if (!part || !(await mayScore(db, auth, jobPartId))) throw notFound();
    const [job] = await selectScoringJobs(db, auth.organizationId, [jobPartId]);
    if (!job) throw new HttpError(404, 'NotFound', jobMessages.scoringJobNotFound);
    if (job.status === 'CANCELED') throw scorecardRefusal(scoringMessages.scoringClosed);
    const model = ScoringModelDefinition.parse(JSON.parse(job.model_definition));
    const errors = readScorecard(rows, model);
    const segmentIds = await segmentIdsOf(db, part.job_id, errors);
    if (job.sampled_words !== null) await refuseOutsideSample(db, job.id, errors, segmentIds);
    const now = ctx.clock.now().toISOString();
    await replaceScoringErrors(
      db,
      job.id,
      errors.map((error) => ({ ...error, segmentId: segmentIds.get(error.row) ?? null })),
      auth.userId,
      now,
    );
    await rescore(db, job.id, model, part.words_count, 'COMPLETED', now);
    const [scored] = await selectScoringJobs(db, auth.organizationId, [jobPartId]);
    if (!scored) throw new HttpError(404, 'NotFound', jobMessages.scoringJobNotFound);
    return presentScoringJob(scored);
  });
}

// A post-delivery QA scorecard scores its sample: an error on another segment is refused.
async function refuseOutsideSample(
  db: Kysely<Database>,
  scoringJobId: number,
  errors: readonly ScorecardError[],
  segmentIds: ReadonlyMap<number, number>,
): Promise<void> {
  const sampled = new Set(await selectSampledSegmentIds(db, scoringJobId));
  for (const error of errors) {
    const id = segmentIds.get(error.row);
    if (id !== undefined && !sampled.has(id))
      throw scorecardRefusal(scoringMessages.segmentNotSampled, {
        segment: error.segment ?? 0,
        row: error.row,
      });
  }
}

// Each error's segment by the number the editor shows; a number the job lacks is refused.
async function segmentIdsOf(
  db: Kysely<Database>,
  jobId: number,
  errors: readonly ScorecardError[],
): Promise<Map<number, number>> {
  const numbers = [...new Set(errors.flatMap((error) => error.segment ?? []))];
  const found = new Map(
    (await selectSegmentIds(db, jobId, numbers)).map((row) => [row.ordinal, row.id]),
  );
  const byRow = new Map<number, number>();
  for (const error of errors) {
    if (error.segment === undefined) continue;
    const id = found.get(error.segment);
    if (id === undefined)
      throw scorecardRefusal(scoringMessages.unknownSegment, {
        segment: error.segment,
        row: error.row,
      });
    byRow.set(error.row, id);
  }
  return byRow;
}
