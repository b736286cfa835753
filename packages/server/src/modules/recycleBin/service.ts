import { RECYCLE_BIN_RETENTION_DAYS } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { purgeBlobs } from '../../storage/blobReferences.js';
import {
  autoDeletionDate,
  requireDeleteRights,
  requireEditRights,
  requireProject,
  type Viewer,
} from '../projects/index.js';
import { binDueProjects, purgeBinnedBefore, unbinProject } from './queries.js';

const DAY_MS = 86_400_000;

/**
 * Spec 000 section 4: due projects move to the Recycle Bin; those binned 30 days ago are deleted
 * for good, and their stored files once that has committed. Safe to run from several processes
 * at once: each step is one conditional statement.
 */
export async function sweepRecycleBin(
  ctx: AppContext,
): Promise<{ binned: number; purged: number }> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - RECYCLE_BIN_RETENTION_DAYS * DAY_MS).toISOString();
  const { binned, purged, blobKeys } = await ctx.db.kysely.transaction().execute(async (db) => ({
    binned: await binDueProjects(db, now.toISOString()),
    ...(await purgeBinnedBefore(db, cutoff)),
  }));
  await purgeBlobs(ctx.db.kysely, openBlobStorage(ctx.config), blobKeys);
  return { binned, purged };
}

// Postponing moves the date on by the retention from now and takes the project out of the bin.
export async function postponeDeletion(
  ctx: AppContext,
  viewer: Viewer,
  uid: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (db) => {
    const project = await requireProject(db, viewer, uid);
    requireEditRights(viewer, project.owner_id);
    await unbinProject(db, project.id, autoDeletionDate(ctx, now), now.toISOString());
  });
}

// A restored project keeps a date still ahead; one already passed moves on, or the next sweep would bin it again.
export async function restoreProject(ctx: AppContext, viewer: Viewer, uid: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (db) => {
    const project = await requireProject(db, viewer, uid);
    requireDeleteRights(viewer, project.owner_id);
    const keep = project.auto_deletion_at > now.toISOString();
    const date = keep ? project.auto_deletion_at : autoDeletionDate(ctx, now);
    await unbinProject(db, project.id, date, now.toISOString());
  });
}
