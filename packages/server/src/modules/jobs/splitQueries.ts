import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteJobsWithoutParts } from './queries.js';

type Db = Kysely<Database>;

// The rows a split copies and the family of a split file: the original (root) and its parts.

/** Every job part of these jobs, whatever its level: a split copies them all. */
export function partsOfJobs(db: Db, jobIds: readonly number[]) {
  return db
    .selectFrom('job_parts')
    .selectAll()
    .where('job_id', 'in', jobIds)
    .orderBy('job_id')
    .orderBy('workflow_level')
    .execute();
}
export type StoredPart = Awaited<ReturnType<typeof partsOfJobs>>[number];

export function assigneesOfParts(db: Db, partIds: readonly number[]) {
  return db
    .selectFrom('job_part_assignees')
    .select(['job_part_id', 'user_id', 'vendor_id'])
    .where('job_part_id', 'in', partIds)
    .orderBy('id')
    .execute();
}

export async function deleteJob(db: Db, jobId: number): Promise<void> {
  await db.deleteFrom('jobs').where('id', '=', jobId).execute();
}

/**
 * The parts of these originals with the first segment number of each: a part's place among its
 * siblings is the order of their first segments.
 */
export function childrenOf(db: Db, parentIds: readonly number[]) {
  return db
    .selectFrom('jobs as j')
    .select((eb) => [
      'j.id',
      'j.parent_id',
      eb
        .selectFrom('segments as s')
        .select((s) => s.fn.min<number>('s.ordinal').as('first'))
        .whereRef('s.job_id', '=', 'j.id')
        .as('first_ordinal'),
    ])
    .where('j.parent_id', 'in', parentIds)
    .execute();
}

/** The job parts at one level of every part of these originals: what one joined file is made of. */
export function partsOfChildren(db: Db, parentIds: readonly number[], level: number) {
  return db
    .selectFrom('job_parts as jp')
    .innerJoin('jobs as j', 'j.id', 'jp.job_id')
    .select(['jp.id', 'jp.job_id', 'j.parent_id'])
    .where('j.parent_id', 'in', parentIds)
    .where('jp.workflow_level', '=', level)
    .execute();
}

/**
 * Originals whose last part is gone go too (a hidden original has no job parts of its own);
 * answers their files for the caller to free.
 */
export const deleteParentsWithoutChildren = (db: Db, parentIds: readonly number[]) =>
  deleteJobsWithoutParts(db, parentIds, { withoutChildren: true });

// Serialises concurrent splits of one job; SQLite runs one writer at a time anyway.
export async function lockJobs(db: Db, jobIds: readonly number[]): Promise<void> {
  await db.selectFrom('jobs').select('id').where('id', 'in', jobIds).forUpdate().execute();
}

/** Whether a task still works on these jobs: their import (and its pre-translation) or a pre-translation. */
export async function tasksRunOn(db: Db, jobIds: readonly number[]): Promise<boolean> {
  const running = await db
    .selectFrom('jobs as j')
    .innerJoin('background_tasks as t', 't.id', 'j.creation_task_id')
    .select('j.id')
    .where('j.id', 'in', jobIds)
    .where((eb) =>
      eb.or([
        eb('t.status', '=', 'RUNNING'),
        eb.exists(
          eb
            .selectFrom('job_parts as jp')
            .select('jp.id')
            .whereRef('jp.job_id', '=', 'j.id')
            .where('jp.pre_translate_status', '=', 'RUNNING'),
        ),
      ]),
    )
    .executeTakeFirst();
  return running !== undefined;
}
