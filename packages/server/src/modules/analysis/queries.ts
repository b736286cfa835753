import type { Insertable, Kysely } from 'kysely';
import type { AnalysisJobTable, AnalysisTable, Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function takeInnerId(db: Db, projectId: number): Promise<number> {
  const row = await db
    .insertInto('analysis_counters')
    .values({ project_id: projectId, last_inner_id: 1 })
    .onConflict((conflict) =>
      conflict.column('project_id').doUpdateSet((eb) => ({
        last_inner_id: eb('analysis_counters.last_inner_id', '+', 1),
      })),
    )
    .returning('last_inner_id')
    .executeTakeFirstOrThrow();
  return row.last_inner_id;
}

export async function insertAnalysis(db: Db, values: Insertable<AnalysisTable>): Promise<number> {
  const row = await db
    .insertInto('analyses')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAnalysisJobs(
  db: Db,
  rows: readonly Insertable<AnalysisJobTable>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('analysis_jobs').values(rows).execute();
}

export async function analysisIdOfTask(db: Db, taskId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('analyses')
    .select('id')
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  return row?.id;
}

export async function deleteAnalysisOfTask(db: Db, taskId: string): Promise<void> {
  await db.deleteFrom('analyses').where('task_id', '=', taskId).execute();
}

/** Analyses with their organization and project, as the list and the detail show them. */
export function analysesQuery(db: Db) {
  return db
    .selectFrom('analyses as a')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select([
      'a.id',
      'a.organization_id',
      'a.project_id',
      'a.inner_id',
      'a.name',
      'a.type',
      'a.options',
      'a.total',
      'a.created_by',
      'a.created_by_name',
      'a.created_at',
      'o.name as organization_name',
      'p.uid as project_uid',
    ]);
}
export type AnalysisRow = Awaited<ReturnType<ReturnType<typeof analysesQuery>['execute']>>[number];

export function selectAnalysisJobs(db: Db, analysisIds: readonly number[]) {
  return db
    .selectFrom('analysis_jobs')
    .selectAll()
    .where('analysis_id', 'in', analysisIds)
    .orderBy('analysis_id')
    .orderBy('ordinal')
    .execute();
}
export type AnalysisJobRow = Awaited<ReturnType<typeof selectAnalysisJobs>>[number];

export async function renameAnalysis(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('analyses').set({ name }).where('id', '=', id).execute();
}

export async function deleteAnalyses(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('analyses').where('id', 'in', ids).execute();
}
