import type { Kysely } from 'kysely';
import type { ScoringJobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Inserts Requested scoring jobs; answers their ids in the rows' order. */
export async function insertScoringJobs(
  db: Db,
  rows: ReadonlyArray<{
    organizationId: number;
    jobPartId: number;
    scoringModelId: number;
    scoringGroupId: number;
    /** A post-delivery QA job's sample: its words. */
    sampledWords?: number;
  }>,
  now: string,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('scoring_jobs')
    .values(
      rows.map((row) => ({
        organization_id: row.organizationId,
        job_part_id: row.jobPartId,
        scoring_model_id: row.scoringModelId,
        scoring_group_id: row.scoringGroupId,
        sampled_words: row.sampledWords ?? null,
        status: 'NEW',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

function scoringJobsQuery(db: Db, organizationId: number) {
  return db
    .selectFrom('scoring_jobs as sj')
    .innerJoin('scoring_models as m', 'm.id', 'sj.scoring_model_id')
    .select([
      'sj.id',
      'sj.job_part_id',
      'sj.scoring_group_id',
      'sj.status',
      'sj.score',
      'sj.passing',
      'sj.scored_word_count',
      'sj.penalty_points',
      'sj.sampled_words',
      'm.id as model_id',
      'm.name as model_name',
      'm.version as model_version',
      'm.threshold as model_threshold',
      'm.definition as model_definition',
    ])
    .where('sj.organization_id', '=', organizationId)
    .orderBy('sj.job_part_id');
}

/** Scoring jobs of the organization's job parts, with their model. */
export function selectScoringJobs(db: Db, organizationId: number, jobPartIds: readonly number[]) {
  return scoringJobsQuery(db, organizationId).where('sj.job_part_id', 'in', jobPartIds).execute();
}

/** The scoring jobs of a group, or of one of its parts. */
export function selectGroupScoringJobs(
  db: Db,
  organizationId: number,
  groupId: number,
  jobPartId: number | undefined,
) {
  let query = scoringJobsQuery(db, organizationId).where('sj.scoring_group_id', '=', groupId);
  if (jobPartId !== undefined) query = query.where('sj.job_part_id', '=', jobPartId);
  return query.execute();
}
export type ScoringJobRow = Awaited<ReturnType<typeof selectScoringJobs>>[number];

/** What scoring reads of a job part: its job's words and segments, and who is assigned. */
export function findScoredPart(db: Db, organizationId: number, jobPartId: number) {
  return db
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select(['jp.id', 'jp.job_id', 'j.words_count'])
    .where('jp.organization_id', '=', organizationId)
    .where('jp.id', '=', jobPartId)
    .executeTakeFirst();
}

/** Which of these job parts are assigned to the user. */
export async function assignedPartIds(
  db: Db,
  jobPartIds: readonly number[],
  userId: number,
): Promise<Set<number>> {
  if (jobPartIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('job_part_assignees')
    .select('job_part_id')
    .where('job_part_id', 'in', jobPartIds)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.job_part_id));
}

/** Segment ids of a job by their ordinals (the numbers the editor shows). */
export function selectSegmentIds(db: Db, jobId: number, ordinals: readonly number[]) {
  if (ordinals.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('segments')
    .select(['id', 'ordinal'])
    .where('job_id', '=', jobId)
    .where('ordinal', 'in', ordinals)
    .execute();
}

export async function replaceScoringErrors(
  db: Db,
  scoringJobId: number,
  errors: ReadonlyArray<{
    segmentId: number | null;
    category: string;
    subcategory: string;
    severity: string;
    comment: string;
  }>,
  createdBy: number,
  now: string,
): Promise<void> {
  await db.deleteFrom('scoring_errors').where('scoring_job_id', '=', scoringJobId).execute();
  if (errors.length === 0) return;
  await db
    .insertInto('scoring_errors')
    .values(
      errors.map((error) => ({
        scoring_job_id: scoringJobId,
        segment_id: error.segmentId,
        category: error.category,
        subcategory: error.subcategory,
        severity: error.severity,
        comment: error.comment,
        created_by: createdBy,
        created_at: now,
      })),
    )
    .execute();
}

export async function updateScore(
  db: Db,
  scoringJobId: number,
  values: {
    status: ScoringJobStatus;
    score: number;
    passing: boolean;
    scoredWordCount: number;
    penaltyPoints: number;
    now: string;
  },
): Promise<void> {
  await db
    .updateTable('scoring_jobs')
    .set({
      status: values.status,
      score: values.score,
      passing: values.passing ? 1 : 0,
      scored_word_count: values.scoredWordCount,
      penalty_points: values.penaltyPoints,
      updated_at: values.now,
    })
    .where('id', '=', scoringJobId)
    .execute();
}

/** What a downloaded scorecard names of each scored part: its file, locale and project's rules. */
export function selectScorecardParts(
  db: Db,
  organizationId: number,
  jobPartIds: readonly number[],
) {
  return db
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .innerJoin('project_settings as settings', 'settings.project_id', 'jp.project_id')
    .select(['jp.id', 'j.file_name', 'j.target_lang', 'settings.automation_settings'])
    .where('jp.organization_id', '=', organizationId)
    .where('jp.id', 'in', jobPartIds)
    .execute();
}

/** The errors of these scoring jobs with their segment's text, in segment order. */
export function selectScorecardErrors(db: Db, scoringJobIds: readonly number[]) {
  return db
    .selectFrom('scoring_errors as e')
    .leftJoin('segments as s', 's.id', 'e.segment_id')
    .select([
      'e.scoring_job_id',
      'e.category',
      'e.subcategory',
      'e.severity',
      'e.comment',
      's.ordinal',
      's.source',
      's.target',
    ])
    .where('e.scoring_job_id', 'in', scoringJobIds)
    .orderBy('e.scoring_job_id')
    .orderBy('s.ordinal')
    .orderBy('e.id')
    .execute();
}
