import type { Kysely } from 'kysely';
import {
  format,
  jobMessages,
  ScoringModelDefinition,
  scoringMessages,
  type NewScoringError,
  type ScoringError,
  type ScoringErrors,
  type ScoringJob,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { segmentOfJob } from '../segments/index.js';
import {
  deleteScoringError,
  insertScoringError,
  isSampledSegment,
  partOfError,
  selectSampledSegmentIds,
  selectScoringErrors,
  type ScoringErrorRow,
} from './errorQueries.js';
import { selectScoringJobs, type ScoringJobRow } from './jobQueries.js';
import { rescore } from './rescore.js';
import { presentScoringJob } from './scoringJobs.js';

function presentError(row: ScoringErrorRow): ScoringError {
  return {
    id: row.id,
    segmentId: row.segment_id,
    segmentOrdinal: row.segment_ordinal,
    category: row.category,
    subcategory: row.subcategory,
    severity: row.severity,
    comment: row.comment,
    span:
      row.span_start === null || row.span_end === null
        ? null
        : { start: row.span_start, end: row.span_end, text: row.span_text ?? '' },
    createdBy: row.created_by_name,
    createdAt: Date.parse(row.created_at),
  };
}

const modelOf = (job: ScoringJobRow) =>
  ScoringModelDefinition.parse(JSON.parse(job.model_definition));

/** A job part the editor let through: scoring reads its job's segments and words. */
export interface RevisedPart {
  id: number;
  job_id: number;
  words_count: number;
}

/** Who records an error: the organization's user the editor let through. */
export interface Reviser {
  organizationId: number;
  userId: number;
}

/** GET /api/scoring/errors: the part's scoring job (null without one), its typology and errors. */
export async function scoringErrorsOf(
  ctx: AppContext,
  organizationId: number,
  part: RevisedPart,
): Promise<ScoringErrors> {
  const db = ctx.db.kysely;
  const [job] = await selectScoringJobs(db, organizationId, [part.id]);
  if (!job) return { scoringJob: null, model: null, errors: [], sampledSegmentIds: null };
  const model = modelOf(job);
  return {
    scoringJob: presentScoringJob(job),
    model: { categories: model.categories, severities: model.severities },
    errors: (await selectScoringErrors(db, job.id)).map(presentError),
    sampledSegmentIds:
      job.sampled_words === null ? null : await selectSampledSegmentIds(db, job.id),
  };
}

/** The job part of one of the organization's errors, for the editor's access check. */
export const partOfScoringError = (ctx: AppContext, organizationId: number, errorId: number) =>
  partOfError(ctx.db.kysely, organizationId, errorId);

// The part's scoring job, open to changes: a canceled or completed one refuses them.
async function openScoringJob(db: Kysely<Database>, organizationId: number, jobPartId: number) {
  const [job] = await selectScoringJobs(db, organizationId, [jobPartId]);
  if (!job) throw new HttpError(404, 'NotFound', jobMessages.scoringJobNotFound);
  if (job.status === 'CANCELED')
    throw new HttpError(400, 'ScoringClosed', scoringMessages.scoringClosed);
  if (job.status === 'COMPLETED')
    throw new HttpError(400, 'ScoringClosed', scoringMessages.scoringCompleted);
  return job;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// The error's category, subcategory and severity as the model spells them, or a refusal.
function inModel(model: ScoringModelDefinition, input: NewScoringError) {
  const category = model.categories.find((candidate) => same(candidate.name, input.category));
  if (!category)
    throw fieldError(
      'category',
      format(scoringMessages.errorCategoryUnknown, {
        category: input.category,
        model: model.name,
      }),
    );
  const subcategory =
    input.subcategory === ''
      ? ''
      : category.subcategories.find((candidate) => same(candidate, input.subcategory));
  if (subcategory === undefined)
    throw fieldError(
      'subcategory',
      format(scoringMessages.errorSubcategoryUnknown, {
        category: category.name,
        subcategory: input.subcategory,
        model: model.name,
      }),
    );
  const severity = model.severities.find((candidate) => same(candidate.name, input.severity));
  if (!severity)
    throw fieldError(
      'severity',
      format(scoringMessages.errorSeverityUnknown, {
        severity: input.severity,
        model: model.name,
      }),
    );
  return { category: category.name, subcategory, severity: severity.name };
}

/** POST /api/scoring/error: records an error on a segment and scores the job anew. */
export async function addScoringError(
  ctx: AppContext,
  reviser: Reviser,
  part: RevisedPart,
  input: NewScoringError,
): Promise<ScoringError> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const job = await openScoringJob(db, reviser.organizationId, part.id);
    const model = modelOf(job);
    const typed = inModel(model, input);
    const segment = await segmentOfJob(db, part.job_id, input.segmentId);
    if (!segment) throw fieldError('segmentId', scoringMessages.errorSegmentUnknown);
    if (job.sampled_words !== null && !(await isSampledSegment(db, job.id, segment.id)))
      throw fieldError('segmentId', scoringMessages.errorSegmentNotSampled);
    const span = input.span;
    // Within the saved target, and still its text: a draft not yet saved is refused.
    const outside =
      span &&
      (span.end > segment.target.length ||
        segment.target.slice(span.start, span.end) !== span.text);
    if (outside) throw fieldError('span', scoringMessages.errorSpanOutside);
    const now = ctx.clock.now().toISOString();
    const id = await insertScoringError(db, {
      scoringJobId: job.id,
      segmentId: segment.id,
      ...typed,
      comment: input.comment,
      span,
      createdBy: reviser.userId,
      now,
    });
    await rescore(db, job.id, model, part.words_count, 'IN_PROGRESS', now);
    const added = (await selectScoringErrors(db, job.id)).find((row) => row.id === id);
    if (!added) throw notFound();
    return presentError(added);
  });
}

/**
 * POST /api/scoring/complete: a post-delivery QA job scores a part already delivered, so its
 * reviser finishes it; any other scoring job completes with its part.
 */
export async function completeSampledScoring(
  ctx: AppContext,
  reviser: Reviser,
  part: RevisedPart,
): Promise<ScoringJob> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    const job = await openScoringJob(db, reviser.organizationId, part.id);
    if (job.sampled_words === null)
      throw new HttpError(400, 'ScoringFollowsPart', scoringMessages.scoringFollowsPart);
    await rescore(
      db,
      job.id,
      modelOf(job),
      part.words_count,
      'COMPLETED',
      ctx.clock.now().toISOString(),
    );
    const [completed] = await selectScoringJobs(db, reviser.organizationId, [part.id]);
    if (!completed) throw notFound();
    return presentScoringJob(completed);
  });
}

/** DELETE /api/scoring/error: removes an error of the part and scores the job anew. */
export async function removeScoringError(
  ctx: AppContext,
  reviser: Reviser,
  part: RevisedPart,
  errorId: number,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (db) => {
    const job = await openScoringJob(db, reviser.organizationId, part.id);
    await deleteScoringError(db, job.id, errorId);
    const now = ctx.clock.now().toISOString();
    await rescore(db, job.id, modelOf(job), part.words_count, 'IN_PROGRESS', now);
  });
}
