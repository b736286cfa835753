import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

// Binning twice keeps the first date, so a repeated delete changes nothing.
export async function binProjects(db: Db, projectIds: readonly number[], now: string) {
  if (projectIds.length === 0) return;
  await db
    .updateTable('projects')
    .set({ binned_at: now, updated_at: now })
    .where('id', 'in', projectIds)
    .where('binned_at', 'is', null)
    .execute();
}

export async function binDueProjects(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('projects')
    .set({ binned_at: now, updated_at: now })
    .where('binned_at', 'is', null)
    .where('auto_deletion_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// Target locales, steps and vendors go with the project (ON DELETE CASCADE).
export async function purgeBinnedBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('projects')
    .where('binned_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
