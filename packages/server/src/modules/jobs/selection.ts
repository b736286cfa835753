import { jobServerMessages, type JobSelectionFields, type Project } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../http/errors.js';
import type { Viewer } from '../projects/index.js';
import { notReady, readProject, requireParts, requireProjectEditor } from './access.js';
import { listAllIdsByProject } from './list.js';
import type { PartRow } from './queries.js';

/**
 * The job parts a selection names (spec 001 "Selection fields"), for actions that change them:
 * every part must be the viewer's to edit and imported; 404 for an id not of the project.
 */
export async function selectedJobParts(
  ctx: AppContext,
  viewer: Viewer,
  selection: JobSelectionFields,
): Promise<{ project: Project; parts: PartRow[] }> {
  const ids = selection.selectAllOnServer
    ? (await listAllIdsByProject(ctx, viewer, selection)).ids
    : selection.jobPartIds;
  if (ids.length === 0) throw fieldError('jobPartIds', jobServerMessages.nothingSelected);
  const parts = await requireParts(ctx.db.kysely, viewer, ids, selection.projectUid);
  const project = await readProject(ctx, viewer.organizationId, selection.projectUid);
  requireProjectEditor(viewer, project);
  if (parts.some((part) => part.creation_status !== 'OK')) throw notReady();
  return { project, parts: [...parts].sort((a, b) => a.id - b.id) };
}
