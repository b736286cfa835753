import type { Kysely } from 'kysely';
import {
  projectServerMessages,
  type ProjectShareInput,
  type ProjectUnshareInput,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, HttpError } from '../../http/errors.js';
import { requireProjects } from './access.js';
import { existingRecordIds } from './lookupQueries.js';
import { deleteProjectVendors, insertProjectVendors } from './queries.js';
import { unknownRecord } from './references.js';
import { requireEditRights, type Viewer } from './viewer.js';

// Sharing needs the user's sharing right (spec 000 section 6) and edit rights on every project.
async function editableProjectIds(
  db: Kysely<Database>,
  viewer: Viewer,
  uids: readonly string[],
  vendorIds: readonly number[],
): Promise<number[]> {
  if (viewer.disableProjectSharing)
    throw new HttpError(403, 'Forbidden', projectServerMessages.sharingDisabled);
  const projects = await requireProjects(db, viewer, uids);
  for (const project of projects) requireEditRights(viewer, project.owner_id);
  const vendors = await existingRecordIds(db, 'vendors', viewer.organizationId, vendorIds);
  if (vendorIds.some((id) => !vendors.has(id)))
    throw badRequest([unknownRecord('vendorIds', 'vendor')]);
  return projects.map((project) => project.id);
}

export async function shareProjects(
  ctx: AppContext,
  viewer: Viewer,
  input: ProjectShareInput,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (db) => {
    const projectIds = await editableProjectIds(db, viewer, input.uids, input.vendorIds);
    await insertProjectVendors(db, projectIds, input.vendorIds);
  });
}

export async function unshareProjects(
  ctx: AppContext,
  viewer: Viewer,
  input: ProjectUnshareInput,
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (db) => {
    const projectIds = await editableProjectIds(db, viewer, input.uids, input.vendorIds ?? []);
    await deleteProjectVendors(db, projectIds, input.vendorIds);
  });
}
