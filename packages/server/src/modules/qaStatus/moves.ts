import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Gives a new job part (a part of a split job) the QA state of the part it comes from: the
 * warnings of its segments, now in the new part's job, and the time of the last run.
 */
export async function moveQaState(
  db: Kysely<Database>,
  from: { jobPartId: number },
  to: { jobPartId: number; jobId: number },
): Promise<void> {
  await db
    .updateTable('qa_warnings')
    .set({ job_part_id: to.jobPartId })
    .where('job_part_id', '=', from.jobPartId)
    .where(
      'segment_id',
      'in',
      db.selectFrom('segments').select('id').where('job_id', '=', to.jobId),
    )
    .execute();
  const run = await db
    .selectFrom('qa_runs')
    .select(['ran_at', 'ran_by'])
    .where('job_part_id', '=', from.jobPartId)
    .executeTakeFirst();
  if (run)
    await db
      .insertInto('qa_runs')
      .values({ job_part_id: to.jobPartId, ...run })
      .execute();
}
