import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SegmentHistoryTable } from '../../db/schema.js';

type Db = Kysely<Database>;

export type HistoryEntry = Omit<Insertable<SegmentHistoryTable>, 'id'>;

/** Who changes targets, when, at which workflow level, and the operation's trace id. */
export interface TargetChange {
  userId: number | null;
  userName: string;
  now: string;
  level: number;
  traceId: string;
}

export async function insertHistory(db: Db, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('segment_history').values(entries).execute();
}

/**
 * Keeps the target a segment had before its first recorded change (an imported or earlier
 * target), dated and signed by its last change or else by the job's import, so that the audit
 * report can show it for a snapshot taken before the change. Segments changed before have it.
 */
export async function keepFirstTargets(
  db: Db,
  jobIds: readonly number[],
  segmentIds?: readonly number[],
): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .insertInto('segment_history')
    .columns([
      'segment_id',
      'job_id',
      'workflow_level',
      'target',
      'match_origin',
      'match_score',
      'user_id',
      'user_name',
      'created_at',
      'trace_id',
    ])
    .expression((eb) => {
      let query = eb
        .selectFrom('segments as s')
        .innerJoin('jobs as j', 'j.id', 's.job_id')
        .leftJoin('users as u', (join) =>
          join.on((on) => on('u.id', '=', on.fn.coalesce('s.modified_by', 'j.created_by'))),
        )
        .select((s) => [
          's.id',
          's.job_id',
          s.val(1).as('workflow_level'),
          's.target',
          's.match_origin',
          's.match_score',
          'u.id as user_id',
          s.fn.coalesce('u.user_name', s.val('')).as('user_name'),
          s.fn.coalesce('s.modified_at', 'j.created_at').as('created_at'),
          'j.creation_task_id',
        ])
        .where('s.job_id', 'in', jobIds)
        .where('s.target', '<>', '')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('segment_history as h')
                .select('h.id')
                .whereRef('h.segment_id', '=', 's.id'),
            ),
          ),
        );
      if (segmentIds) query = query.where('s.id', 'in', segmentIds);
      return query;
    })
    .execute();
}

/** Every change of one segment, newest first. */
export function historyOfSegment(db: Db, segmentId: number) {
  return db
    .selectFrom('segment_history')
    .select([
      'target',
      'workflow_level',
      'match_origin',
      'match_score',
      'user_id',
      'user_name',
      'created_at',
      'trace_id',
    ])
    .where('segment_id', '=', segmentId)
    .orderBy('id', 'desc')
    .execute();
}
export type HistoryRow = Awaited<ReturnType<typeof historyOfSegment>>[number];

/**
 * A job's segments as they stood at a time: each with its last change made at or before it at a
 * workflow level up to `level`. A segment never changed has its imported target, if the job
 * was there by then.
 */
export async function segmentsAt(db: Db, jobId: number, level: number, at: string) {
  const [segments, latest, changed] = await Promise.all([
    db
      .selectFrom('segments as s')
      .innerJoin('jobs as j', 'j.id', 's.job_id')
      .leftJoin('users as u', (join) =>
        join.on((on) => on('u.id', '=', on.fn.coalesce('s.modified_by', 'j.created_by'))),
      )
      .select((s) => [
        's.id',
        's.source',
        's.target',
        'u.id as user_id',
        s.fn.coalesce('u.user_name', s.val('')).as('user_name'),
        s.fn.coalesce('s.modified_at', 'j.created_at').as('created_at'),
        'j.creation_task_id as trace_id',
      ])
      .where('s.job_id', '=', jobId)
      .orderBy('s.ordinal')
      .execute(),
    db
      .selectFrom('segment_history')
      .select(['segment_id', 'target', 'user_id', 'user_name', 'created_at', 'trace_id'])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('segment_history')
          .select((s) => s.fn.max('id').as('id'))
          .where('job_id', '=', jobId)
          .where('created_at', '<=', at)
          .where('workflow_level', '<=', level)
          .groupBy('segment_id'),
      )
      .execute(),
    db
      .selectFrom('segment_history')
      .select(sql<number>`distinct segment_id`.as('segment_id'))
      .where('job_id', '=', jobId)
      .execute(),
  ]);
  const byId = new Map(latest.map((row) => [row.segment_id, row]));
  const everChanged = new Set(changed.map((row) => row.segment_id));
  return segments.map(({ id, source, ...current }) => {
    const unchanged =
      !everChanged.has(id) && current.target !== '' && current.created_at <= at ? current : null;
    return { id, source, change: byId.get(id) ?? unchanged };
  });
}
