import { randomUUID } from 'node:crypto';
import { applyStatusAutomation, isLinguist, type Viewer } from '../projects/index.js';
import {
  format,
  jobEditMessages,
  jobMessages,
  jobServerMessages,
  type JobPart,
  type JobSelection,
  type JobStatus,
  type JobStatusChange,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { requireQaResolved } from '../qaStatus/index.js';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { copySourceToTarget, deleteTranslations } from '../segments/index.js';
import { notReady, readProject, requireParts, requireProjectEditor } from './access.js';
import { openOfferPartIds } from './offerQueries.js';
import { setPartStatus } from './partStatus.js';
import { assigneesByPart, presentParts } from './present.js';
import { deleteJobsWithoutParts, deleteParts, unusedBlobKeys, type PartRow } from './queries.js';
import { deleteParentsWithoutChildren } from './splitQueries.js';

export type JobActor = Viewer & { userName: string };

// Spec 001 section 4: what a linguist may do with a job part assigned to them.
const linguistTransitions: Partial<Record<JobStatus, readonly JobStatus[]>> = {
  ASSIGNED: ['NEW', 'EMAILED'],
  DECLINED_BY_LINGUIST: ['NEW', 'EMAILED'],
  COMPLETED_BY_LINGUIST: ['ASSIGNED'],
};

/** Actions on jobs need every selected job imported (spec 001 section 4). */
function requireImported(parts: readonly PartRow[]): void {
  if (parts.some((part) => part.creation_status !== 'OK')) throw notReady();
}

async function requireEditableParts(ctx: AppContext, viewer: Viewer, selection: JobSelection) {
  const parts = await requireParts(
    ctx.db.kysely,
    viewer,
    selection.jobPartIds,
    selection.projectUid,
  );
  requireProjectEditor(viewer, await readProject(ctx, viewer.organizationId, selection.projectUid));
  return parts;
}

function byLevel(parts: readonly PartRow[]): Map<number, number[]> {
  const jobIds = new Map<number, number[]>();
  for (const part of parts)
    jobIds.set(part.workflow_level, [...(jobIds.get(part.workflow_level) ?? []), part.job_id]);
  return jobIds;
}

/** Removes job parts; a job left without parts goes with its segments and unshared files. */
export async function deleteJobParts(ctx: AppContext, viewer: Viewer, selection: JobSelection) {
  const parts = await requireEditableParts(ctx, viewer, selection);
  // A failed import may be deleted; one still running may not.
  if (parts.some((part) => part.creation_status === 'RUNNING')) throw notReady();
  const orphans = await ctx.db.kysely.transaction().execute(async (trx) => {
    await deleteParts(trx, selection.jobPartIds);
    const jobs = await deleteJobsWithoutParts(trx, [...new Set(parts.map((part) => part.job_id))]);
    // The hidden original of split parts goes with its last part.
    const parents = parts.flatMap((part) => part.parent_id ?? []);
    return [...jobs, ...(await deleteParentsWithoutChildren(trx, [...new Set(parents)]))];
  });
  const keys = orphans.flatMap((job) => [job.file_blob_key, job.skeleton_blob_key ?? []].flat());
  const storage = openBlobStorage(ctx.config);
  for (const key of await unusedBlobKeys(ctx.db.kysely, [...new Set(keys)]))
    await storage.delete(key);
  return { deletedJobPartIds: parts.map((part) => part.id) };
}

async function editTargets(
  ctx: AppContext,
  viewer: Viewer,
  selection: JobSelection,
  edit: typeof copySourceToTarget,
): Promise<{ jobs: JobPart[] }> {
  const parts = await requireEditableParts(ctx, viewer, selection);
  requireImported(parts);
  // One trace id for the operation, across its levels (the segment history's).
  const by = { userId: viewer.userId, now: ctx.clock.now().toISOString(), traceId: randomUUID() };
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const [level, jobIds] of byLevel(parts)) await edit(trx, jobIds, level, by);
  });
  return { jobs: await presentParts(ctx.db.kysely, parts) };
}

/** Copies each segment's source into its target, except segments locked at the part's level. */
export const copySourceToTargetOf = (ctx: AppContext, viewer: Viewer, selection: JobSelection) =>
  editTargets(ctx, viewer, selection, copySourceToTarget);

/** Empties the targets (and confirmations) of every segment not locked at the part's level. */
export const deleteAllTranslationsOf = (ctx: AppContext, viewer: Viewer, selection: JobSelection) =>
  editTargets(ctx, viewer, selection, deleteTranslations);

async function checkTransition(
  ctx: AppContext,
  actor: JobActor,
  parts: readonly PartRow[],
  change: JobStatusChange,
): Promise<void> {
  const refuse = (message: string) => new HttpError(400, 'JobStatusNotAllowed', message);
  // Spec 001 sections 5-6: an open offer keeps the status, except for an ADMIN.
  const moving = parts.filter((part) => part.status !== change.newStatus);
  if (actor.role !== 'ADMIN') {
    const offered = await openOfferPartIds(
      ctx.db.kysely,
      moving.map((part) => part.id),
    );
    if (offered.size > 0) throw refuse(jobEditMessages.offerStatus);
  }
  if (isLinguist(actor)) {
    const from = parts.find(
      (part) => !linguistTransitions[change.newStatus]?.includes(part.status as JobStatus),
    );
    if (from)
      throw refuse(
        format(jobServerMessages.transitionNotAllowed, { from: from.status, to: change.newStatus }),
      );
    if (change.newStatus === 'COMPLETED_BY_LINGUIST') {
      const project = await readProject(ctx, actor.organizationId, change.projectUid);
      await requireQaResolved(
        ctx.db.kysely,
        project.qualitySettings,
        parts.map((part) => part.id),
      );
    }
    return;
  }
  requireProjectEditor(actor, await readProject(ctx, actor.organizationId, change.projectUid));
  if (change.newStatus === 'CANCELLED' && parts.some((part) => part.parent_id !== null))
    throw refuse(jobServerMessages.cancelWithParent);
  if (change.newStatus === 'ASSIGNED') {
    const assignees = await assigneesByPart(
      ctx.db.kysely,
      parts.map((part) => part.id),
    );
    if ([...assignees.values()].some((list) => list.length > 1))
      throw refuse(jobMessages.multipleAssigneesAccepted);
  }
}

/** Sets the status of job parts of one project and records each change. */
export async function changeJobStatus(ctx: AppContext, actor: JobActor, change: JobStatusChange) {
  const db = ctx.db.kysely;
  const parts = await requireParts(db, actor, change.jobPartIds, change.projectUid);
  requireImported(parts);
  await checkTransition(ctx, actor, parts, change);
  const changed = parts.filter((part) => part.status !== change.newStatus);
  const now = ctx.clock.now().toISOString();
  await db
    .transaction()
    .execute((trx) => setPartStatus(trx, changed, change.newStatus, actor, now));
  for (const projectId of new Set(changed.map((part) => part.project_id)))
    await applyStatusAutomation(ctx, projectId);
  const updated = await requireParts(db, actor, change.jobPartIds, change.projectUid);
  return { jobs: await presentParts(db, updated) };
}
