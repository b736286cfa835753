import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Warnings and unignored warnings per job part. */
export async function warningCounts(db: Db, jobPartIds: readonly number[]) {
  const counts = new Map<number, { total: number; unresolved: number }>();
  if (jobPartIds.length === 0) return counts;
  const rows = await db
    .selectFrom('qa_warnings')
    .select((eb) => [
      'job_part_id',
      eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when ignored_at is null then 1 else 0 end)`.as('unresolved'),
    ])
    .where('job_part_id', 'in', jobPartIds)
    .groupBy('job_part_id')
    .execute();
  for (const row of rows)
    counts.set(row.job_part_id, { total: Number(row.total), unresolved: Number(row.unresolved) });
  return counts;
}
