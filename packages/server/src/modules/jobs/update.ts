import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  format,
  jobEditMessages,
  jobMessages,
  jobServerMessages,
  JobUpdateRequest,
  Permission,
  Role,
  type BackgroundTask,
  type JobPart,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { TaskFailure } from '../../tasks/contract.js';
import { applyStatusAutomation } from '../projects/index.js';
import type { JobActor } from './operations.js';
import { setPartStatus } from './partStatus.js';
import { presentParts } from './present.js';
import { selectOrganizationUsers, selectOrganizationVendorIds, type PartRow } from './queries.js';
import { selectedJobParts } from './selection.js';

export const JOB_UPDATE_TASK = 'job.update';

// The actor is kept as the request saw it, so the task judges rights as the request did.
const UpdateTaskPayload = z.object({
  request: JobUpdateRequest,
  actor: z.object({
    userId: z.number(),
    organizationId: z.number(),
    role: Role,
    permissions: z.array(Permission),
    disableProjectSharing: z.boolean(),
    userName: z.string(),
  }),
});

type Kind = 'USER' | 'VENDOR';
type Update = { parts: PartRow[]; users?: number[]; vendors?: number[] };

const refuse = (message: string) => new HttpError(400, 'JobUpdateNotAllowed', message);

// A list replaces the assignees of its kind; 'null' removes them; left out keeps them.
const idsOf = (value: number[] | 'null' | undefined) =>
  value === undefined ? undefined : value === 'null' ? [] : [...new Set(value)];

async function checkAssignees(
  db: Kysely<Database>,
  organizationId: number,
  users: readonly number[],
  vendors: readonly number[],
): Promise<void> {
  const knownUsers = new Set(
    users.length === 0
      ? []
      : (await selectOrganizationUsers(db, organizationId, users)).map((user) => user.id),
  );
  const user = users.find((id) => !knownUsers.has(id));
  if (user !== undefined) throw refuse(format(jobServerMessages.unknownAssignee, { id: user }));
  const knownVendors = new Set(
    vendors.length === 0 ? [] : await selectOrganizationVendorIds(db, organizationId, vendors),
  );
  const vendor = vendors.find((id) => !knownVendors.has(id));
  if (vendor !== undefined) throw refuse(format(jobServerMessages.unknownVendor, { id: vendor }));
}

function assigneeCount(job: JobPart, kind: Kind, replaced: readonly number[] | undefined) {
  return replaced?.length ?? job.assignees.filter((assignee) => assignee.type === kind).length;
}

/** The rules of spec 001 sections 4 and 5 for the edit form, on every selected job part. */
async function checkUpdate(
  ctx: AppContext,
  actor: JobActor,
  request: JobUpdateRequest,
): Promise<Update> {
  const { parts } = await selectedJobParts(ctx, actor, request);
  const users = idsOf(request.assignedUserIds);
  const vendors = idsOf(request.assignedVendorIds);
  const jobs = await presentParts(ctx.db.kysely, parts);
  const status = request.newStatus;
  const withOffer = jobs.filter((job) => job.hasOffer);
  if (withOffer.length > 0 && (users !== undefined || vendors !== undefined))
    throw refuse(jobEditMessages.offerAssignees);
  if (withOffer.some((job) => status !== undefined && job.status !== status))
    if (actor.role !== 'ADMIN') throw refuse(jobEditMessages.offerStatus);
  if (status === 'CANCELLED' && jobs.some((job) => job.hasParent))
    throw refuse(jobServerMessages.cancelWithParent);
  const accepted = jobs.filter((job) => (status ?? job.status) === 'ASSIGNED');
  if (
    accepted.some(
      (job) => assigneeCount(job, 'USER', users) + assigneeCount(job, 'VENDOR', vendors) > 1,
    )
  )
    throw refuse(jobMessages.multipleAssigneesAccepted);
  await checkAssignees(ctx.db.kysely, actor.organizationId, users ?? [], vendors ?? []);
  return { parts, users, vendors };
}

async function replaceAssignees(
  trx: Kysely<Database>,
  partIds: readonly number[],
  kind: Kind,
  ids: readonly number[],
): Promise<void> {
  const column = kind === 'USER' ? 'user_id' : 'vendor_id';
  await trx
    .deleteFrom('job_part_assignees')
    .where('job_part_id', 'in', partIds)
    .where(column, 'is not', null)
    .execute();
  const rows = partIds.flatMap((partId) =>
    ids.map((id) => ({
      job_part_id: partId,
      user_id: kind === 'USER' ? id : null,
      vendor_id: kind === 'VENDOR' ? id : null,
    })),
  );
  if (rows.length > 0) await trx.insertInto('job_part_assignees').values(rows).execute();
}

/** Checks the rules again and writes the update in one transaction; the project status follows. */
async function applyUpdate(ctx: AppContext, actor: JobActor, request: JobUpdateRequest) {
  const { parts, users, vendors } = await checkUpdate(ctx, actor, request);
  const ids = parts.map((part) => part.id);
  const now = ctx.clock.now().toISOString();
  const status = request.newStatus;
  const changed = parts.filter((part) => status !== undefined && part.status !== status);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (users) await replaceAssignees(trx, ids, 'USER', users);
    if (vendors) await replaceAssignees(trx, ids, 'VENDOR', vendors);
    if (request.dueDate !== undefined)
      await trx
        .updateTable('job_parts')
        .set({
          date_due: request.dueDate === null ? null : new Date(request.dueDate).toISOString(),
          updated_at: now,
        })
        .where('id', 'in', ids)
        .execute();
    if (status) await setPartStatus(trx, changed, status, actor, now);
  });
  for (const projectId of new Set(changed.map((part) => part.project_id)))
    await applyStatusAutomation(ctx, projectId);
  return { jobPartIds: ids };
}

// A refusal met while the task runs (the jobs changed since the request) ends it in ERROR.
export function registerJobUpdateTask(ctx: AppContext): void {
  ctx.tasks.register(JOB_UPDATE_TASK, async (task) => {
    const { request, actor } = UpdateTaskPayload.parse(task.payload);
    try {
      return await applyUpdate(ctx, actor, request);
    } catch (error) {
      if (error instanceof HttpError) throw new TaskFailure(error.message);
      throw error;
    }
  });
}

/** POST /api/job/updateAsync: the rules are checked now (400 with the message), the task writes. */
export async function startJobUpdate(
  ctx: AppContext,
  actor: JobActor,
  request: JobUpdateRequest,
): Promise<BackgroundTask> {
  await checkUpdate(ctx, actor, request);
  return ctx.tasks.enqueue({
    organizationId: actor.organizationId,
    type: JOB_UPDATE_TASK,
    payload: { request, actor },
    createdBy: actor.userId,
  });
}
