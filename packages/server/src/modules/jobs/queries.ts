import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type {
  Database,
  JobPartAssigneeTable,
  JobPartStatusChangeTable,
  JobPartTable,
  JobTable,
} from '../../db/schema.js';

type Db = Kysely<Database>;

// The last `count` internal ids of a project, taken atomically so concurrent uploads differ.
export async function takeJobInternalIds(db: Db, projectId: number, count: number) {
  const row = await db
    .insertInto('job_counters')
    .values({ project_id: projectId, last_internal_id: count })
    .onConflict((conflict) =>
      conflict.column('project_id').doUpdateSet((eb) => ({
        last_internal_id: eb('job_counters.last_internal_id', '+', count),
      })),
    )
    .returning('last_internal_id')
    .executeTakeFirstOrThrow();
  return row.last_internal_id - count + 1;
}

export async function insertJob(db: Db, values: Omit<Insertable<JobTable>, 'id'>) {
  const row = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function insertJobParts(db: Db, rows: Array<Omit<Insertable<JobPartTable>, 'id'>>) {
  return db
    .insertInto('job_parts')
    .values(rows)
    .returning(['id', 'uid', 'job_id', 'workflow_level'])
    .execute();
}

export async function insertAssignees(
  db: Db,
  rows: Array<Omit<Insertable<JobPartAssigneeTable>, 'id'>>,
): Promise<void> {
  if (rows.length > 0) await db.insertInto('job_part_assignees').values(rows).execute();
}

export async function insertStatusChanges(
  db: Db,
  rows: Array<Omit<Insertable<JobPartStatusChangeTable>, 'id'>>,
): Promise<void> {
  if (rows.length > 0) await db.insertInto('job_part_status_changes').values(rows).execute();
}

export function findJob(db: Db, jobId: number) {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
}
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export async function updateJob(db: Db, jobId: number, values: Updateable<JobTable>) {
  await db.updateTable('jobs').set(values).where('id', '=', jobId).execute();
}

export async function jobIdsOfTask(db: Db, taskId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('creation_task_id', '=', taskId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export function runningJobsOfTask(db: Db, taskId: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'file_name'])
    .where('creation_task_id', '=', taskId)
    .where('creation_status', '=', 'RUNNING')
    .execute();
}

// Job parts with their job's columns, within one organization.
export function partsQuery(db: Db, organizationId: number) {
  return db
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .leftJoin('workflow_steps as ws', 'ws.id', 'jp.workflow_step_id')
    .leftJoin('projects as p', 'p.id', 'jp.project_id')
    .where('jp.organization_id', '=', organizationId)
    .select([
      'jp.id',
      'jp.uid',
      'jp.job_id',
      'jp.project_id',
      'jp.workflow_level',
      'jp.workflow_step_id',
      'jp.status',
      'jp.date_due',
      'jp.created_at',
      'jp.pre_translate_status',
      'jp.pre_translate_error',
      'jp.pre_translate_finished_at',
      'ws.name as step_name',
      'ws.type as step_type',
      'p.client_id',
      'j.uid as job_uid',
      'j.project_uid',
      'j.internal_id',
      'j.parent_id',
      'j.file_name',
      'j.source_lang',
      'j.target_lang',
      'j.format',
      'j.file_blob_key',
      'j.skeleton_blob_key',
      'j.import_settings',
      'j.creation_status',
      'j.creation_error',
      'j.segments_count',
      'j.words_count',
      'j.characters_count',
      'j.updated_at as job_updated_at',
    ]);
}
export type PartsQuery = ReturnType<typeof partsQuery>;
export type PartRow = Awaited<ReturnType<PartsQuery['execute']>>[number];

// A linguist works only on the job parts assigned to them.
export function assignedTo(query: PartsQuery, userId: number): PartsQuery {
  return query.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('job_part_assignees as a')
        .select('a.job_part_id')
        .whereRef('a.job_part_id', '=', 'jp.id')
        .where('a.user_id', '=', userId),
    ),
  );
}

export function selectAssignees(db: Db, partIds: readonly number[]) {
  return db
    .selectFrom('job_part_assignees as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('vendors as v', 'v.id', 'a.vendor_id')
    .select([
      'a.job_part_id',
      'a.user_id',
      'a.vendor_id',
      'u.user_name',
      'u.email',
      'u.first_name',
      'u.last_name',
      'v.name as vendor_name',
      'v.buyer_user_id',
    ])
    .where('a.job_part_id', 'in', partIds)
    .orderBy('a.id')
    .execute();
}
export type AssigneeRow = Awaited<ReturnType<typeof selectAssignees>>[number];

export function selectStatusChanges(db: Db, partIds: readonly number[]) {
  return db
    .selectFrom('job_part_status_changes')
    .selectAll()
    .where('job_part_id', 'in', partIds)
    .orderBy('job_part_id')
    .orderBy('id')
    .execute();
}

// The parts of these jobs at one level: what "the previous workflow step" of a part is.
export function selectPartsAtLevel(db: Db, jobIds: readonly number[], level: number) {
  return db
    .selectFrom('job_parts')
    .select(['job_id', 'status'])
    .where('job_id', 'in', jobIds)
    .where('workflow_level', '=', level)
    .execute();
}

// Import tasks still running, with the project of their jobs.
export function selectPendingImports(db: Db, organizationId: number) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('background_tasks as t', 't.id', 'j.creation_task_id')
    .select(['t.id', 'j.project_id', 'j.project_uid'])
    .distinct()
    .where('j.organization_id', '=', organizationId)
    .where('t.status', '=', 'RUNNING')
    .execute();
}

export function selectOrganizationUsers(db: Db, organizationId: number, ids: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'first_name', 'last_name'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
}

export async function selectOrganizationVendorIds(
  db: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db
    .selectFrom('vendors')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

export async function organizationName(db: Db, organizationId: number): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.name;
}

export async function updatePartStatus(
  db: Db,
  partIds: readonly number[],
  status: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('job_parts')
    .set({ status, updated_at: now })
    .where('id', 'in', partIds)
    .execute();
}

export async function deleteParts(db: Db, partIds: readonly number[]): Promise<void> {
  await db.deleteFrom('job_parts').where('id', 'in', partIds).execute();
}

/**
 * Jobs left without parts go, with their segments (and, withoutChildren, only those no split part
 * names as its original); answers their blobs for the caller to free.
 */
export async function deleteJobsWithoutParts(
  db: Db,
  jobIds: readonly number[],
  { withoutChildren = false } = {},
) {
  if (jobIds.length === 0) return [];
  const orphans = await db
    .selectFrom('jobs as j')
    .select(['j.id', 'j.file_blob_key', 'j.skeleton_blob_key'])
    .where('j.id', 'in', jobIds)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('job_parts as jp').select('jp.id').whereRef('jp.job_id', '=', 'j.id'))),
    )
    .$if(withoutChildren, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('jobs as child').select('child.id').whereRef('child.parent_id', '=', 'j.id'),
          ),
        ),
      ),
    )
    .execute();
  if (orphans.length > 0)
    await db
      .deleteFrom('jobs')
      .where(
        'id',
        'in',
        orphans.map((job) => job.id),
      )
      .execute();
  return orphans;
}

// Blobs no remaining job refers to: an upload is shared by the jobs of its target locales.
export async function unusedBlobKeys(
  db: Db,
  keys: readonly string[],
  { ignoringFailedJobs = false } = {},
): Promise<string[]> {
  if (keys.length === 0) return [];
  const users = () =>
    db
      .selectFrom('jobs')
      .$if(ignoringFailedJobs, (query) => query.where('creation_status', '!=', 'ERROR'));
  const used = await users()
    .select(['file_blob_key as key'])
    .where('file_blob_key', 'in', keys)
    .union(
      users()
        .select(sql<string>`skeleton_blob_key`.as('key'))
        .where('skeleton_blob_key', 'in', keys),
    )
    .execute();
  const usedKeys = new Set(used.map((row) => row.key));
  return keys.filter((key) => !usedKeys.has(key));
}
