import type { Kysely } from 'kysely';
import { PreTranslateSettings } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The imported job parts of a task, in id order; a part deleted since the request is left out. */
export function partsOfTask(db: Db, organizationId: number, ids: readonly number[]) {
  return db
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select([
      'jp.id',
      'jp.job_id',
      'jp.project_id',
      'jp.workflow_level',
      'jp.workflow_step_id',
      'jp.status',
      'j.file_name',
      'j.source_lang',
      'j.target_lang',
    ])
    .where('jp.organization_id', '=', organizationId)
    .where('jp.id', 'in', ids.length > 0 ? ids : [0])
    .where('j.creation_status', '=', 'OK')
    .orderBy('jp.id')
    .execute();
}
export type TaskPart = Awaited<ReturnType<typeof partsOfTask>>[number];

export async function preTranslateSettingsOf(
  db: Db,
  projectId: number,
): Promise<PreTranslateSettings> {
  const row = await db
    .selectFrom('project_settings')
    .select('pre_translate_settings')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return PreTranslateSettings.parse(row ? JSON.parse(row.pre_translate_settings) : {});
}

/** A job's segments in order, with what pre-translation reads and writes. */
export function segmentsOfJob(db: Db, jobId: number) {
  return db
    .selectFrom('segments')
    .select([
      'id',
      'source',
      'target',
      'context_key',
      'confirmed_levels',
      'locked_levels',
      'match_origin',
      'match_score',
      'match_tm_id',
      'match_engine',
    ])
    .where('job_id', '=', jobId)
    .orderBy('ordinal')
    .execute();
}
export type JobSegment = Awaited<ReturnType<typeof segmentsOfJob>>[number];

export async function updateSegment(
  db: Db,
  segment: JobSegment,
  by: { userId: number | null; now: string },
): Promise<void> {
  await db
    .updateTable('segments')
    .set({
      target: segment.target,
      confirmed_levels: segment.confirmed_levels,
      locked_levels: segment.locked_levels,
      match_origin: segment.match_origin,
      match_score: segment.match_score,
      match_tm_id: segment.match_tm_id,
      match_engine: segment.match_engine,
      modified_at: by.now,
      modified_by: by.userId,
    })
    .where('id', '=', segment.id)
    .execute();
}

export async function userNameOf(db: Db, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const user = await db
    .selectFrom('users')
    .select('user_name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.user_name ?? '';
}

/**
 * setProjectStatusCompleted: the project is COMPLETED once each of its job parts is completed
 * (by the linguist or delivered); cancelled parts do not hold it back, as in the automation.
 */
export async function completeProjectIfJobsDone(
  db: Db,
  projectId: number,
  now: string,
): Promise<void> {
  const unfinished = await db
    .selectFrom('job_parts')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', 'not in', ['COMPLETED', 'COMPLETED_BY_LINGUIST', 'CANCELLED'])
    .executeTakeFirst();
  if (unfinished) return;
  await db
    .updateTable('projects')
    .set({ status: 'COMPLETED', updated_at: now })
    .where('id', '=', projectId)
    .execute();
}
