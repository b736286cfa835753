import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** What a split reads of a job's segments, in file order. */
export function segmentSizes(db: Db, jobId: number) {
  return db
    .selectFrom('segments')
    .select(['id', 'ordinal', 'words_count', 'characters_count'])
    .where('job_id', '=', jobId)
    .orderBy('ordinal')
    .execute();
}

/**
 * Moves a job's segments numbered first…last (by ordinal, which they keep) into another job,
 * with their history, comments and the targets kept at completed levels (a split of the job).
 */
export async function moveSegments(
  db: Db,
  fromJobId: number,
  toJobId: number,
  ordinals: { first: number; last: number },
): Promise<void> {
  await db
    .updateTable('segments')
    .set({ job_id: toJobId })
    .where('job_id', '=', fromJobId)
    .where('ordinal', '>=', ordinals.first)
    .where('ordinal', '<=', ordinals.last)
    .execute();
  const moved = db.selectFrom('segments').select('id').where('job_id', '=', toJobId);
  for (const table of ['segment_history', 'segment_comments'] as const)
    await db
      .updateTable(table)
      .set({ job_id: toJobId })
      .where('job_id', '=', fromJobId)
      .where('segment_id', 'in', moved)
      .execute();
  await db
    .updateTable('segment_level_targets')
    .set({ job_id: toJobId })
    .where('job_id', '=', fromJobId)
    .where('ordinal', '>=', ordinals.first)
    .where('ordinal', '<=', ordinals.last)
    .execute();
}
