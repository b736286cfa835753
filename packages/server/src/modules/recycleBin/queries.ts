import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function binDueProjects(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('projects')
    .set({ binned_at: now, updated_at: now })
    .where('binned_at', 'is', null)
    .where('auto_deletion_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Target locales, steps, vendors, jobs and reference files go with the project (ON DELETE
 * CASCADE); answers the blobs of its jobs and reference files for the caller to free.
 */
export async function purgeBinnedBefore(
  db: Db,
  cutoff: string,
): Promise<{ purged: number; blobKeys: string[] }> {
  const projectIds = (
    await db.selectFrom('projects').select('id').where('binned_at', '<=', cutoff).execute()
  ).map((project) => project.id);
  if (projectIds.length === 0) return { purged: 0, blobKeys: [] };
  const files = await db
    .selectFrom('jobs')
    .select(['file_blob_key', 'skeleton_blob_key'])
    .where('project_id', 'in', projectIds)
    .execute();
  const references = await db
    .selectFrom('reference_files')
    .select('blob_key')
    .where('project_id', 'in', projectIds)
    .execute();
  const result = await db
    .deleteFrom('projects')
    .where('id', 'in', projectIds)
    .where('binned_at', '<=', cutoff)
    .executeTakeFirst();
  const blobKeys = [
    ...files.flatMap((job) => [job.file_blob_key, job.skeleton_blob_key ?? []].flat()),
    ...references.flatMap((reference) => reference.blob_key ?? []),
  ];
  return { purged: Number(result.numDeletedRows), blobKeys };
}

export async function unbinProject(
  db: Db,
  projectId: number,
  autoDeletionAt: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ binned_at: null, auto_deletion_at: autoDeletionAt, updated_at: now })
    .where('id', '=', projectId)
    .execute();
}
