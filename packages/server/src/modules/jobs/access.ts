import type { Kysely } from 'kysely';
import { jobServerMessages, permissions, type Project } from '@tessera/contracts';
import { mayEditProject } from '@tessera/core';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { getProject, isLinguist, type Viewer } from '../projects/index.js';
import { assignedTo, partsQuery, type PartRow } from './queries.js';

/**
 * The project of a job call, read as its organization: the jobs module has already scoped the
 * request to the viewer's organization and, for linguists, to their assigned job parts.
 */
export function readProject(
  ctx: AppContext,
  organizationId: number,
  uid: string,
  db: Kysely<Database> = ctx.db.kysely,
): Promise<Project> {
  const organizationReader: Viewer = {
    userId: 0,
    organizationId,
    role: 'ADMIN',
    permissions: [...permissions],
    disableProjectSharing: false,
  };
  return getProject(ctx, organizationReader, uid, db);
}

/** Actions on jobs need every selected job imported (spec 001 section 4). */
export const notReady = () =>
  new HttpError(400, 'JobCreationNotFinished', jobServerMessages.creationNotFinished);

/** Managers need edit rights on the project (spec 000 section 6); linguists never have them. */
export function requireProjectEditor(viewer: Viewer, project: Project): void {
  if (!mayEditProject(viewer, project.owner.id)) throw forbidden();
}

/** The viewer's job parts of these ids, in the order given; 404 when any is missing or not theirs. */
export async function requireParts(
  db: Kysely<Database>,
  viewer: Viewer,
  ids: readonly number[],
  projectUid?: string,
): Promise<PartRow[]> {
  let query = partsQuery(db, viewer.organizationId).where('jp.id', 'in', ids);
  if (isLinguist(viewer)) query = assignedTo(query, viewer.userId);
  if (projectUid !== undefined) query = query.where('j.project_uid', '=', projectUid);
  const rows = await query.execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unique = [...new Set(ids)];
  const found = unique.map((id) => byId.get(id));
  if (found.some((row) => row === undefined)) throw notFound();
  return found as PartRow[];
}
