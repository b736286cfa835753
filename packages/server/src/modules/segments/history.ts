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

// Ids per statement: well under SQLite's and PostgreSQL's bound-parameter limits.
const IDS_PER_STATEMENT = 500;

/** Which segments of the jobs a change covers: these ids, or those not locked at a level. */
export type SegmentScope = { segmentIds: readonly number[] } | { unlockedAt: number };

/**
 * Keeps the target a segment had before its first recorded change (an imported or earlier
 * target), dated and signed by its last change or else by the job's import, so that the audit
 * report can show it for a snapshot taken before the change. Segments changed before have it.
 */
export async function keepFirstTargets(
  db: Db,
  jobIds: readonly number[],
  scope: SegmentScope,
): Promise<void> {
  if (jobIds.length === 0) return;
  if ('segmentIds' in scope) {
    for (let at = 0; at < scope.segmentIds.length; at += IDS_PER_STATEMENT)
      await insertFirstTargets(db, jobIds, (query) =>
        query.where('s.id', 'in', scope.segmentIds.slice(at, at + IDS_PER_STATEMENT)),
      );
    return;
  }
  await insertFirstTargets(db, jobIds, (query) =>
    query.where(sql<boolean>`(s.locked_levels & ${scope.unlockedAt}) = 0`),
  );
}

/** Segments with who changed each last and when: its last change, else the job's creation. */
function segmentsWithAuthor(db: Db) {
  return db
    .selectFrom('segments as s')
    .innerJoin('jobs as j', 'j.id', 's.job_id')
    .leftJoin('users as u', (join) =>
      join.on((on) => on('u.id', '=', on.fn.coalesce('s.modified_by', 'j.created_by'))),
    )
    .select((s) => [
      'u.id as user_id',
      s.fn.coalesce('u.user_name', s.val('')).as('user_name'),
      s.fn.coalesce('s.modified_at', 'j.created_at').as('created_at'),
    ]);
}

function firstTargets(db: Db, jobIds: readonly number[]) {
  return segmentsWithAuthor(db)
    .select((s) => [
      's.id',
      's.job_id',
      s.val(1).as('workflow_level'),
      's.target',
      's.match_origin',
      's.match_score',
      'j.creation_task_id',
    ])
    .where('s.job_id', 'in', jobIds)
    .where('s.target', '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('segment_history as h').select('h.id').whereRef('h.segment_id', '=', 's.id'),
        ),
      ),
    );
}
type FirstTargets = ReturnType<typeof firstTargets>;

// The columns of a history entry, in the order the insert-selects below give them (the author
// first, as segmentsWithAuthor selects it).
const historyColumns = [
  'user_id',
  'user_name',
  'created_at',
  'segment_id',
  'job_id',
  'workflow_level',
  'target',
  'match_origin',
  'match_score',
  'trace_id',
] as const;

async function insertFirstTargets(
  db: Db,
  jobIds: readonly number[],
  narrow: (query: FirstTargets) => FirstTargets,
): Promise<void> {
  await db
    .insertInto('segment_history')
    .columns(historyColumns)
    .expression(narrow(firstTargets(db, jobIds)))
    .execute();
}

export interface WrittenTarget {
  id: number;
  target: string;
  match_origin: string | null;
  match_score: number | null;
}

/**
 * Records targets an operation is about to write to a job's segments (pre-translation): their
 * first targets kept, their versions raised and one history entry each. Run before the writes,
 * in their transaction.
 */
export async function recordWrites(
  db: Db,
  jobId: number,
  written: readonly WrittenTarget[],
  change: TargetChange,
): Promise<void> {
  await keepFirstTargets(db, [jobId], { segmentIds: written.map((segment) => segment.id) });
  for (let at = 0; at < written.length; at += IDS_PER_STATEMENT) {
    const batch = written.slice(at, at + IDS_PER_STATEMENT);
    await db
      .updateTable('segments')
      .set({ version: sql`version + 1` })
      .where(
        'id',
        'in',
        batch.map((segment) => segment.id),
      )
      .execute();
    await insertHistory(
      db,
      batch.map((segment) => ({
        segment_id: segment.id,
        job_id: jobId,
        workflow_level: change.level,
        target: segment.target,
        match_origin: segment.match_origin,
        match_score: segment.match_score,
        user_id: change.userId,
        user_name: change.userName,
        created_at: change.now,
        trace_id: change.traceId,
      })),
    );
  }
}

/** What a bulk operation writes to every segment not locked at the change's level. */
export interface BulkWrite {
  /** The new target: the segment's source (copy source to target) or empty (delete translations). */
  target: 'source' | 'empty';
  origin: string | null;
}

/**
 * Records a bulk write before it is made, in its transaction: first targets kept, and for each
 * segment whose target it changes a raised version and one history entry.
 */
export async function recordBulkWrite(
  db: Db,
  jobIds: readonly number[],
  write: BulkWrite & { lockedBit: number },
  change: TargetChange,
): Promise<void> {
  if (jobIds.length === 0) return;
  const bit = write.lockedBit;
  await keepFirstTargets(db, jobIds, { unlockedAt: bit });
  const target = write.target === 'source' ? sql<string>`source` : sql<string>`''`;
  const changes = sql<boolean>`job_id in (${sql.join(jobIds)}) and (locked_levels & ${bit}) = 0 and target <> ${target}`;
  await db
    .insertInto('segment_history')
    .columns(historyColumns)
    .expression((eb) =>
      eb
        .selectFrom('segments')
        .select((s) => [
          s.val(change.userId).as('user_id'),
          s.val(change.userName).as('user_name'),
          s.val(change.now).as('created_at'),
          'id',
          'job_id',
          s.val(change.level).as('workflow_level'),
          target.as('target'),
          s.val(write.origin).as('match_origin'),
          sql<null>`null`.as('match_score'),
          s.val(change.traceId).as('trace_id'),
        ])
        .where(changes),
    )
    .execute();
  await db
    .updateTable('segments')
    .set({ version: sql`version + 1` })
    .where(changes)
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
    segmentsWithAuthor(db)
      .select(['s.id', 's.source', 's.target', 'j.creation_task_id as trace_id'])
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
