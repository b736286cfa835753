import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

// A project moves to the Recycle Bin this long after its creation or its last postponement.
export const autoDeletionDate = (ctx: AppContext, from: Date) =>
  new Date(from.getTime() + ctx.config.projectRetentionDays * DAY_MS).toISOString();

export function moveToRecycleBin(db: Db, projectIds: readonly number[], now: Date): Promise<void> {
  return binProjects(db, projectIds, now.toISOString());
}

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
