import type { Kysely } from 'kysely';
import type { ScoringJobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A scoring job's errors, oldest first, with their segment's number and who recorded them. */
export function selectScoringErrors(db: Db, scoringJobId: number) {
  return db
    .selectFrom('scoring_errors as e')
    .leftJoin('segments as s', 's.id', 'e.segment_id')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select([
      'e.id',
      'e.segment_id',
      's.ordinal as segment_ordinal',
      'e.category',
      'e.subcategory',
      'e.severity',
      'e.comment',
      'e.span_start',
      'e.span_end',
      'e.span_text',
      'u.user_name as created_by_name',
      'e.created_at',
    ])
    .where('e.scoring_job_id', '=', scoringJobId)
    .orderBy('e.id')
    .execute();
}
export type ScoringErrorRow = Awaited<ReturnType<typeof selectScoringErrors>>[number];

/** The segments a post-delivery QA scoring job scores, in the job's order. */
export async function selectSampledSegmentIds(db: Db, scoringJobId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('scoring_sample_segments as ss')
    .innerJoin('segments as s', 's.id', 'ss.segment_id')
    .select('ss.segment_id')
    .where('ss.scoring_job_id', '=', scoringJobId)
    .orderBy('s.ordinal')
    .execute();
  return rows.map((row) => row.segment_id);
}

/** Whether a segment is in a post-delivery QA scoring job's sample. */
export async function isSampledSegment(
  db: Db,
  scoringJobId: number,
  segmentId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('scoring_sample_segments')
    .select('segment_id')
    .where('scoring_job_id', '=', scoringJobId)
    .where('segment_id', '=', segmentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The severities of a scoring job's errors: all the score needs of them. */
export function selectErrorSeverities(db: Db, scoringJobId: number) {
  return db
    .selectFrom('scoring_errors')
    .select('severity')
    .where('scoring_job_id', '=', scoringJobId)
    .execute();
}

export async function insertScoringError(
  db: Db,
  error: {
    scoringJobId: number;
    segmentId: number;
    category: string;
    subcategory: string;
    severity: string;
    comment: string;
    span: { start: number; end: number; text: string } | null;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('scoring_errors')
    .values({
      scoring_job_id: error.scoringJobId,
      segment_id: error.segmentId,
      category: error.category,
      subcategory: error.subcategory,
      severity: error.severity,
      comment: error.comment,
      span_start: error.span?.start ?? null,
      span_end: error.span?.end ?? null,
      span_text: error.span?.text ?? null,
      created_by: error.createdBy,
      created_at: error.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteScoringError(
  db: Db,
  scoringJobId: number,
  errorId: number,
): Promise<void> {
  await db
    .deleteFrom('scoring_errors')
    .where('scoring_job_id', '=', scoringJobId)
    .where('id', '=', errorId)
    .execute();
}

/** The job part of an error of the organization's scoring jobs. */
export async function partOfError(
  db: Db,
  organizationId: number,
  errorId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('scoring_errors as e')
    .innerJoin('scoring_jobs as sj', 'sj.id', 'e.scoring_job_id')
    .select('sj.job_part_id')
    .where('sj.organization_id', '=', organizationId)
    .where('e.id', '=', errorId)
    .executeTakeFirst();
  return row?.job_part_id;
}

/** The scoring jobs of job parts, with their model and the words of the part's job. */
export function scoringJobsOfParts(db: Db, jobPartIds: readonly number[]) {
  return db
    .selectFrom('scoring_jobs as sj')
    .innerJoin('scoring_models as m', 'm.id', 'sj.scoring_model_id')
    .innerJoin('job_parts as jp', 'jp.id', 'sj.job_part_id')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select([
      'sj.id',
      'sj.status',
      'sj.sampled_words',
      'm.definition as model_definition',
      'j.words_count',
    ])
    .where('sj.job_part_id', 'in', jobPartIds)
    .execute();
}

export async function setScoringJobStatus(
  db: Db,
  scoringJobIds: readonly number[],
  status: ScoringJobStatus,
  now: string,
): Promise<void> {
  if (scoringJobIds.length === 0) return;
  await db
    .updateTable('scoring_jobs')
    .set({ status, updated_at: now })
    .where('id', 'in', scoringJobIds)
    .execute();
}
