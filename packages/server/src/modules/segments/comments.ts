import type { Insertable, Kysely } from 'kysely';
import type { Database, SegmentCommentTable } from '../../db/schema.js';

type Db = Kysely<Database>;

function commentRows(db: Db, jobId: number) {
  return db
    .selectFrom('segment_comments')
    .select([
      'id',
      'segment_id',
      'text',
      'author_id',
      'author_name',
      'created_at',
      'resolved_at',
      'resolved_by',
      'resolved_by_name',
    ])
    .where('job_id', '=', jobId);
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

/** A segment's comments, oldest first. */
export const commentsOfSegment = (db: Db, jobId: number, segmentId: number) =>
  commentRows(db, jobId).where('segment_id', '=', segmentId).orderBy('id').execute();

/** One comment of the job; undefined when the job has no comment of this id. */
export const commentOfJob = (db: Db, jobId: number, commentId: number) =>
  commentRows(db, jobId).where('id', '=', commentId).executeTakeFirst();

export async function insertComment(
  db: Db,
  comment: Insertable<SegmentCommentTable>,
): Promise<number> {
  const row = await db
    .insertInto('segment_comments')
    .values(comment)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a comment resolved by someone at a time, or (null) unresolved again. */
export async function setCommentResolved(
  db: Db,
  commentId: number,
  resolved: { by: number; name: string; at: string } | null,
): Promise<void> {
  await db
    .updateTable('segment_comments')
    .set({
      resolved_at: resolved?.at ?? null,
      resolved_by: resolved?.by ?? null,
      resolved_by_name: resolved?.name ?? null,
    })
    .where('id', '=', commentId)
    .execute();
}

/** How many unresolved comments each segment of the job has (all, or these segments'). */
export async function unresolvedCommentCounts(
  db: Db,
  jobId: number,
  segmentIds?: readonly number[],
): Promise<Map<number, number>> {
  if (segmentIds?.length === 0) return new Map();
  let query = db
    .selectFrom('segment_comments')
    .select((eb) => ['segment_id', eb.fn.countAll<number | string>().as('count')])
    .where('job_id', '=', jobId)
    .where('resolved_at', 'is', null);
  if (segmentIds) query = query.where('segment_id', 'in', segmentIds);
  const rows = await query.groupBy('segment_id').execute();
  return new Map(rows.map((row) => [row.segment_id, Number(row.count)]));
}
