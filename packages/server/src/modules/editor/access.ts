import { jobServerMessages, type JobStatus } from '@tessera/contracts';
import { editorMessages } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { readProject, requireParts, type PartRow } from '../jobs/index.js';
import { isLinguist, type Viewer } from '../projects/index.js';

export type EditorActor = Viewer & { userName: string };

// Spec 001 section 6: linguists do not open completed or cancelled jobs.
const finishedForLinguists: readonly JobStatus[] = [
  'COMPLETED_BY_LINGUIST',
  'COMPLETED',
  'CANCELLED',
];

export interface EditorPart {
  part: PartRow;
  /** False for a linguist's finished job: its segments are shown but not changed. */
  editable: boolean;
}

/**
 * The job part the editor works on: admins and project managers of its organization, linguists
 * only when it is assigned to them and the project lets them use the web editor. Another
 * organization's part, or a linguist's not assigned, is not found (404).
 */
export async function editorPart(
  ctx: AppContext,
  viewer: Viewer,
  jobPartId: number,
): Promise<EditorPart> {
  const [part] = await requireParts(ctx.db.kysely, viewer, [jobPartId]);
  if (!part) throw notFound();
  if (part.creation_status !== 'OK')
    throw new HttpError(400, 'JobCreationNotFinished', jobServerMessages.creationNotFinished);
  if (!isLinguist(viewer)) return { part, editable: true };
  const project = await readProject(ctx, viewer.organizationId, part.project_uid);
  if (!project.accessAndAutomationSettings.allowLinguistsToUseTheWebEditor)
    throw new HttpError(403, 'Forbidden', editorMessages.editorNotAllowed);
  return { part, editable: !finishedForLinguists.includes(part.status as JobStatus) };
}

/** The part for a change: a linguist's finished job is read-only (403 JobFinished). */
export async function writableEditorPart(
  ctx: AppContext,
  viewer: Viewer,
  jobPartId: number,
): Promise<PartRow> {
  const allowed = await editorPart(ctx, viewer, jobPartId);
  if (!allowed.editable) throw new HttpError(403, 'JobFinished', editorMessages.jobFinished);
  return allowed.part;
}

/** The segment audit report is for admins and project managers. */
export function requireManager(viewer: Viewer): void {
  if (isLinguist(viewer)) throw forbidden();
}
