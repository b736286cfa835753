import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { recordBulkWrite } from './history.js';
import { insertSegmentBatches, withDirectSegments, withStagedSegments } from './segmentBatches.js';
import type { SegmentBatch } from './segmentTuples.js';
import { levelBit } from './levelBit.js';
import {
  clearTargets,
  deleteSegmentsOfJob,
  jobHasSegments,
  selectLevelCounts,
  selectSegmentsOfJob,
  selectSegmentsOfJobs,
  updateTargetsToSource,
  type StoredSegment,
} from './queries.js';

export type { StoredSegment } from './queries.js';

/**
 * Replaces a job's segments with the batches as they come, inside the transaction `then` opens
 * (which may write more), so a second run gives the same rows and a failed one none. PostgreSQL
 * inserts them in that transaction, holding one connection of its pool. SQLite writes a new job's
 * straight into segments, and stages a job's new segments apart from the ones it has
 * (segmentBatches.ts); its transaction holds its one connection only for the copy.
 */
export async function replaceSegments<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  jobId: number,
  batches: AsyncIterable<SegmentBatch>,
  then: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') {
    if (!(await jobHasSegments(db, jobId))) return withDirectSegments(db, jobId, batches, then);
    return withStagedSegments(db, jobId, batches, (copy) =>
      db.transaction().execute(async (trx) => {
        await copy(trx);
        return then(trx);
      }),
    );
  }
  return db.transaction().execute(async (trx) => {
    await deleteSegmentsOfJob(trx, jobId);
    await insertSegmentBatches(trx, jobId, batches);
    return then(trx);
  });
}

export const segmentsOfJob = (db: Kysely<Database>, jobId: number) =>
  selectSegmentsOfJob(db, jobId);

/** The segments of the parts of one split file in file order, joined back into the file. */
export const segmentsOfJobs = (db: Kysely<Database>, jobIds: readonly number[]) =>
  selectSegmentsOfJobs(db, jobIds);

/**
 * The text of each unit that has a translation: its segments' targets (a segment without one
 * keeps its source) joined with the stored lead and gaps, keyed by the filter's unit id.
 */
export function unitTargets(segments: readonly StoredSegment[]): Map<string, string> {
  const units = new Map<string, { text: string; translated: boolean }>();
  for (const segment of segments) {
    const unit = units.get(segment.unit_id) ?? { text: '', translated: false };
    unit.text += segment.lead + (segment.target || segment.source) + segment.gap;
    unit.translated ||= segment.target !== '';
    units.set(segment.unit_id, unit);
  }
  const targets = new Map<string, string>();
  for (const [id, unit] of units) if (unit.translated) targets.set(id, unit.text);
  return targets;
}

export interface LevelCounts {
  segments: number;
  confirmed: number;
  locked: number;
  emptyTargets: number;
}

export async function levelCounts(
  db: Kysely<Database>,
  jobIds: readonly number[],
  level: number,
): Promise<Map<number, LevelCounts>> {
  const counts = new Map<number, LevelCounts>();
  if (jobIds.length === 0) return counts;
  for (const row of await selectLevelCounts(db, jobIds, levelBit(level))) {
    counts.set(row.job_id, {
      segments: Number(row.segments),
      confirmed: Number(row.confirmed),
      locked: Number(row.locked),
      emptyTargets: Number(row.empty_targets),
    });
  }
  return counts;
}

/** Who runs a bulk change of targets, when, and the operation's trace id. */
export interface BulkChange {
  userId: number;
  now: string;
  traceId: string;
}

async function changeOf(db: Kysely<Database>, level: number, by: BulkChange) {
  const user = await db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', by.userId)
    .executeTakeFirst();
  return { ...by, level, userName: user?.user_name ?? '' };
}

export async function copySourceToTarget(
  db: Kysely<Database>,
  jobIds: readonly number[],
  level: number,
  by: BulkChange,
): Promise<void> {
  const lockedBit = levelBit(level);
  const write = { target: 'source', origin: 'COPY', lockedBit } as const;
  await recordBulkWrite(db, jobIds, write, await changeOf(db, level, by));
  await updateTargetsToSource(db, jobIds, lockedBit, by.userId, by.now);
}

export async function deleteTranslations(
  db: Kysely<Database>,
  jobIds: readonly number[],
  level: number,
  by: BulkChange,
): Promise<void> {
  const lockedBit = levelBit(level);
  const write = { target: 'empty', origin: null, lockedBit } as const;
  await recordBulkWrite(db, jobIds, write, await changeOf(db, level, by));
  await clearTargets(db, jobIds, lockedBit, by.userId, by.now);
}
