import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertHistory, keepFirstTargets, type TargetChange } from './history.js';
import { levelBit } from './levelBit.js';

type Db = Kysely<Database>;

// What the editor shows of a segment, with the name of who changed it last.
export function editorRows(db: Db, jobId: number) {
  return db
    .selectFrom('segments as s')
    .leftJoin('users as u', 'u.id', 's.modified_by')
    .select([
      's.id',
      's.ordinal',
      's.source',
      's.target',
      's.version',
      's.confirmed_levels',
      's.locked_levels',
      's.match_origin',
      's.match_score',
      's.context_key',
      's.note',
      's.max_length',
      's.modified_at',
      's.modified_by',
      'u.user_name as modified_by_name',
    ])
    .where('s.job_id', '=', jobId);
}
export type EditorRow = Awaited<ReturnType<ReturnType<typeof editorRows>['execute']>>[number];

/** One page of a job's segments in file order. */
export const segmentPage = (db: Db, jobId: number, offset: number, limit: number) =>
  editorRows(db, jobId).orderBy('s.ordinal').offset(offset).limit(limit).execute();

/** One segment of a job; undefined when the job has no segment of this id. */
export const segmentOfJob = (db: Db, jobId: number, segmentId: number) =>
  editorRows(db, jobId).where('s.id', '=', segmentId).executeTakeFirst();

/** A segment with the segments before and after it, whose sources are its TM context. */
export function segmentWithNeighbours(db: Db, jobId: number, ordinal: number) {
  return db
    .selectFrom('segments')
    .select(['ordinal', 'source', 'target', 'context_key'])
    .where('job_id', '=', jobId)
    .where('ordinal', '>=', ordinal - 1)
    .where('ordinal', '<=', ordinal + 1)
    .orderBy('ordinal')
    .execute();
}

export interface TargetSave {
  target: string;
  confirm: boolean;
}

/**
 * Writes one segment's new target and its confirmed state at the change's level, if it is
 * still at the version read (answers false otherwise, changing nothing); a changed text is the
 * user's own (HUMAN) and forgets the match it came from. Records the change in the history.
 * Run in a transaction the caller rolls back on false.
 */
export async function saveTarget(
  db: Db,
  segment: Pick<
    EditorRow,
    'id' | 'target' | 'version' | 'confirmed_levels' | 'match_origin' | 'match_score'
  >,
  jobId: number,
  save: TargetSave,
  change: TargetChange,
): Promise<boolean> {
  const bit = levelBit(change.level);
  const origin =
    save.target === segment.target
      ? { match_origin: segment.match_origin, match_score: segment.match_score }
      : { match_origin: 'HUMAN', match_score: null, match_tm_id: null, match_engine: null };
  if (segment.version === 0) await keepFirstTargets(db, [jobId], { segmentIds: [segment.id] });
  const result = await db
    .updateTable('segments')
    .set({
      ...origin,
      target: save.target,
      confirmed_levels: save.confirm
        ? segment.confirmed_levels | bit
        : segment.confirmed_levels & ~bit,
      version: segment.version + 1,
      modified_at: change.now,
      modified_by: change.userId,
    })
    .where('id', '=', segment.id)
    .where('version', '=', segment.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await insertHistory(db, [
    {
      segment_id: segment.id,
      job_id: jobId,
      workflow_level: change.level,
      target: save.target,
      match_origin: origin.match_origin,
      match_score: origin.match_score,
      user_id: change.userId,
      user_name: change.userName,
      created_at: change.now,
      trace_id: change.traceId,
    },
  ]);
  return true;
}
