import type { AppContext } from '../context.js';
import { openBlobStorage } from './blobStorage.js';
import { purgeBlobs } from './blobReferences.js';

export const ORPHAN_SWEEP = 'storage.orphanSweep';
// Stored files no row refers to are looked for every hour: it reads the whole storage folder.
const ORPHAN_SWEEP_EVERY_MINUTES = 60;

// Younger files may belong to a request or task still on its way to the row that names them.
const ORPHAN_AGE_MS = 86_400_000;

/** Deletes stored files older than a day that no row refers to: leftovers of a crash. */
export async function sweepOrphanBlobs(ctx: AppContext): Promise<number> {
  const storage = openBlobStorage(ctx.config);
  const before = new Date(ctx.clock.now().getTime() - ORPHAN_AGE_MS);
  let removed = 0;
  for await (const keys of storage.stale(before))
    removed += await purgeBlobs(ctx.db.kysely, storage, keys);
  return removed;
}

export function scheduleOrphanSweep(ctx: AppContext): void {
  ctx.tasks.schedule(ORPHAN_SWEEP, ORPHAN_SWEEP_EVERY_MINUTES, () => sweepOrphanBlobs(ctx));
}
