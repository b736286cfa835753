import type { Kysely } from 'kysely';
import type { Database, QaWarningTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * What QA reads of a job's segments, in file order: all, or one segment and those sharing its
 * source or its (non-empty) target, all that checking it against the job needs.
 */
export function qaSegmentRows(db: Db, jobId: number, around?: { source: string; target: string }) {
  let query = db
    .selectFrom('segments')
    .select([
      'id',
      'ordinal',
      'source',
      'target',
      'confirmed_levels',
      'locked_levels',
      'match_origin',
      'match_score',
      'max_length',
    ])
    .where('job_id', '=', jobId);
  if (around)
    query = query.where((eb) =>
      eb.or([
        eb('source', '=', around.source),
        ...(around.target === '' ? [] : [eb('target', '=', around.target)]),
      ]),
    );
  return query.orderBy('ordinal').execute();
}
/** A segment's source and target, when it is of the job. */
export function segmentTexts(db: Db, jobId: number, segmentId: number) {
  return db
    .selectFrom('segments')
    .select(['source', 'target'])
    .where('id', '=', segmentId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}

export type QaSegmentRow = Awaited<ReturnType<typeof qaSegmentRows>>[number];

/**
 * Segments changed at an earlier workflow level after their last change at this level: the
 * earlier step holds a newer target than the one this step worked on.
 */
export async function newerInEarlierLevels(
  db: Db,
  jobId: number,
  level: number,
  segmentIds?: readonly number[],
) {
  if (level <= 1 || segmentIds?.length === 0) return new Set<number>();
  let query = db
    .selectFrom('segment_history')
    .select((eb) => [
      'segment_id',
      eb.fn
        .max(eb.case().when('workflow_level', '<', level).then(eb.ref('created_at')).end())
        .as('earlier'),
      eb.fn
        .max(eb.case().when('workflow_level', '=', level).then(eb.ref('created_at')).end())
        .as('here'),
    ])
    .where('job_id', '=', jobId);
  if (segmentIds) query = query.where('segment_id', 'in', segmentIds);
  const rows = await query.groupBy('segment_id').execute();
  return new Set(
    rows
      .filter((row) => row.here !== null && row.earlier !== null && row.earlier > row.here)
      .map((row) => row.segment_id),
  );
}

/** The terms of the project's term bases assigned for a target locale with QA, or to be read. */
export function assignedTerms(
  db: Db,
  projectId: number,
  targetLang: string,
  use: 'quality_assurance' | 'read_mode',
) {
  return db
    .selectFrom('tb_terms as t')
    .innerJoin('tb_assignments as a', 'a.tb_id', 't.tb_id')
    .select(['t.concept_id', 't.lang', 't.text', 't.status'])
    .where('a.project_id', '=', projectId)
    .where('a.target_lang', '=', targetLang)
    .where(`a.${use}`, '=', 1)
    .execute();
}

/** The terms of the project's term bases assigned with QA for a target locale. */
export const qaTerms = (db: Db, projectId: number, targetLang: string) =>
  assignedTerms(db, projectId, targetLang, 'quality_assurance');
export type QaTermRow = Awaited<ReturnType<typeof qaTerms>>[number];

/** The part's warnings of earlier runs that someone ignored. */
export function ignoredWarnings(db: Db, jobPartId: number) {
  return db
    .selectFrom('qa_warnings')
    .select(['segment_id', 'check_name', 'details', 'ignored_by', 'ignored_by_name', 'ignored_at'])
    .where('job_part_id', '=', jobPartId)
    .where('ignored_at', 'is not', null)
    .execute();
}
export type IgnoredRow = Awaited<ReturnType<typeof ignoredWarnings>>[number];

export type NewWarning = Omit<QaWarningTable, 'id'>;

// Rows per insert: well under SQLite's and PostgreSQL's bound-parameter limits.
const ROWS_PER_INSERT = 500;

/** Replaces the part's warnings (all, or those of some segments) by a run's and notes the run. */
export async function replaceWarnings(
  db: Db,
  jobPartId: number,
  warnings: readonly NewWarning[],
  run: { ranAt: string; ranBy: number; segmentIds?: readonly number[] },
): Promise<void> {
  let remove = db.deleteFrom('qa_warnings').where('job_part_id', '=', jobPartId);
  if (run.segmentIds) remove = remove.where('segment_id', 'in', run.segmentIds);
  await remove.execute();
  for (let at = 0; at < warnings.length; at += ROWS_PER_INSERT)
    await db
      .insertInto('qa_warnings')
      .values(warnings.slice(at, at + ROWS_PER_INSERT))
      .execute();
  if (run.segmentIds) return;
  await db
    .insertInto('qa_runs')
    .values({ job_part_id: jobPartId, ran_at: run.ranAt, ran_by: run.ranBy })
    .onConflict((oc) =>
      oc.column('job_part_id').doUpdateSet({ ran_at: run.ranAt, ran_by: run.ranBy }),
    )
    .execute();
}

export const lastRun = (db: Db, jobPartId: number) =>
  db.selectFrom('qa_runs').select('ran_at').where('job_part_id', '=', jobPartId).executeTakeFirst();

function warningRows(db: Db, jobPartId: number) {
  return db
    .selectFrom('qa_warnings as w')
    .innerJoin('segments as s', 's.id', 'w.segment_id')
    .select([
      'w.id',
      'w.segment_id',
      's.ordinal',
      'w.check_name',
      'w.message',
      'w.details',
      'w.ignored_by',
      'w.ignored_by_name',
      'w.ignored_at',
    ])
    .where('w.job_part_id', '=', jobPartId);
}
export type WarningRow = Awaited<ReturnType<ReturnType<typeof warningRows>['execute']>>[number];

/** One page of the part's warnings in segment order. */
export const warningPage = (
  db: Db,
  jobPartId: number,
  page: { offset: number; limit: number; segment?: number | undefined },
) =>
  (page.segment === undefined
    ? warningRows(db, jobPartId)
    : warningRows(db, jobPartId).where('w.segment_id', '=', page.segment)
  )
    .orderBy('s.ordinal')
    .orderBy('w.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();

export const warningsOfSegment = (db: Db, jobPartId: number, segmentId: number) =>
  warningRows(db, jobPartId).where('w.segment_id', '=', segmentId).orderBy('w.id').execute();

export const warningOfPart = (db: Db, jobPartId: number, warningId: number) =>
  warningRows(db, jobPartId).where('w.id', '=', warningId).executeTakeFirst();

export function setIgnored(
  db: Db,
  warningId: number,
  ignored: { by: number; name: string; at: string } | null,
) {
  return db
    .updateTable('qa_warnings')
    .set({
      ignored_by: ignored?.by ?? null,
      ignored_by_name: ignored?.name ?? null,
      ignored_at: ignored?.at ?? null,
    })
    .where('id', '=', warningId)
    .execute();
}
