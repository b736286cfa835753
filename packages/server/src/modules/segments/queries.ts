import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SegmentTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export type SegmentValues = Omit<Insertable<SegmentTable>, 'id'>;

export async function deleteSegmentsOfJob(db: Db, jobId: number): Promise<void> {
  await db.deleteFrom('segments').where('job_id', '=', jobId).execute();
}

export async function jobHasSegments(db: Db, jobId: number): Promise<boolean> {
  const first = await db
    .selectFrom('segments')
    .select('id')
    .where('job_id', '=', jobId)
    .limit(1)
    .executeTakeFirst();
  return first !== undefined;
}

/** The segments of jobs in file order: one job, or the parts of one split file joined back. */
export function selectSegmentsOfJobs(db: Db, jobIds: readonly number[]) {
  return db
    .selectFrom('segments')
    .select([
      'ordinal',
      'unit_id',
      'sentence_index',
      'lead',
      'gap',
      'source',
      'target',
      'confirmed_levels',
      'locked_levels',
    ])
    .where('job_id', 'in', jobIds)
    .orderBy('ordinal')
    .execute();
}
export type StoredSegment = Awaited<ReturnType<typeof selectSegmentsOfJobs>>[number];

export const selectSegmentsOfJob = (db: Db, jobId: number) => selectSegmentsOfJobs(db, [jobId]);

const isSet = (column: 'confirmed_levels' | 'locked_levels', bit: number) =>
  sql<number>`sum(case when (${sql.ref(column)} & ${bit}) <> 0 then 1 else 0 end)`;

// Per job: segments, confirmed and locked at one level, and those with an empty target.
export function selectLevelCounts(db: Db, jobIds: readonly number[], bit: number) {
  return db
    .selectFrom('segments')
    .select((eb) => [
      'job_id',
      eb.fn.countAll<number>().as('segments'),
      isSet('confirmed_levels', bit).as('confirmed'),
      isSet('locked_levels', bit).as('locked'),
      sql<number>`sum(case when target = '' then 1 else 0 end)`.as('empty_targets'),
    ])
    .where('job_id', 'in', jobIds)
    .groupBy('job_id')
    .execute();
}

/**
 * A job's segments summed up, changed by any edit, confirmation, lock, pre-translation or move:
 * equal before and after, the job's segments are still as its import wrote them.
 */
export async function selectSegmentsSummary(db: Db, jobId: number): Promise<string> {
  const summary = await db
    .selectFrom('segments')
    .select((eb) => [
      eb.fn.countAll<number>().as('segments'),
      sql<number>`coalesce(sum(length(target)), 0)`.as('target_characters'),
      sql<number>`coalesce(sum(confirmed_levels), 0)`.as('confirmed'),
      sql<number>`coalesce(sum(locked_levels), 0)`.as('locked'),
      eb.fn.count<number>('modified_at').as('modified'),
      eb.fn.count<number>('match_origin').as('matched'),
      sql<number>`coalesce(max(ordinal), 0)`.as('last_ordinal'),
    ])
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums and counts as strings.
  return Object.values(summary).map(Number).join(',');
}

// A target written by other means than a TM match or MT forgets the match it came from.
const noMatch = { match_origin: null, match_score: null, match_tm_id: null, match_engine: null };

// Segments locked at the level keep their target; every other one gets its source.
export async function updateTargetsToSource(
  db: Db,
  jobIds: readonly number[],
  lockedBit: number,
  by: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('segments')
    .set({
      target: sql.ref('source'),
      modified_at: now,
      modified_by: by,
      ...noMatch,
      match_origin: 'COPY',
    })
    .where('job_id', 'in', jobIds)
    .where(sql<boolean>`(locked_levels & ${lockedBit}) = 0`)
    .execute();
}

export async function clearTargets(
  db: Db,
  jobIds: readonly number[],
  lockedBit: number,
  by: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('segments')
    .set({ target: '', confirmed_levels: 0, ...noMatch, modified_at: now, modified_by: by })
    .where('job_id', 'in', jobIds)
    .where(sql<boolean>`(locked_levels & ${lockedBit}) = 0`)
    .execute();
}
