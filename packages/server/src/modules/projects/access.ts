import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { findProjectsByUids } from './queries.js';
import type { Viewer } from './viewer.js';

// The projects of these uids, or 404 when any is missing or not the viewer's to see.
export async function requireProjects(
  db: Kysely<Database>,
  viewer: Viewer,
  uids: readonly string[],
) {
  const projects = await findProjectsByUids(db, viewer, uids);
  if (projects.length !== new Set(uids).size) throw notFound();
  return projects;
}

export async function requireProject(db: Kysely<Database>, viewer: Viewer, uid: string) {
  const [project] = await findProjectsByUids(db, viewer, [uid]);
  if (!project) throw notFound();
  return project;
}
