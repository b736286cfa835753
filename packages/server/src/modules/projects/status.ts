import { z } from 'zod';
import {
  bulkProjectStatuses,
  format,
  Permission,
  projectMessages,
  ProjectStatus,
  projectStatuses,
  Role,
  type BackgroundTask,
} from '@tessera/contracts';
import { mayEditProject } from '@tessera/core';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../http/errors.js';
import { TaskFailure } from '../../tasks/contract.js';
import { requireProject, requireProjects } from './access.js';
import { findProjectsByIds, updateProject } from './queries.js';
import { requireEditRights, type Viewer } from './viewer.js';

export const PROJECT_STATUS_TASK = 'project.setStatus';

// The viewer is kept as the request saw it, so the task judges rights as the request would have.
const StatusTaskPayload = z.object({
  projectIds: z.array(z.number()),
  status: ProjectStatus,
  viewer: z.object({
    userId: z.number(),
    organizationId: z.number(),
    role: Role,
    permissions: z.array(Permission),
    disableProjectSharing: z.boolean(),
  }),
});

// Setting a status twice gives the same result, so a task run again after a lost lease is harmless.
export function registerStatusTask(ctx: AppContext): void {
  ctx.tasks.register(PROJECT_STATUS_TASK, async (task) => {
    const { projectIds, status, viewer } = StatusTaskPayload.parse(task.payload);
    const db = ctx.db.kysely;
    const editable = (await findProjectsByIds(db, viewer, projectIds))
      .filter((project) => mayEditProject(viewer, project.owner_id))
      .map((project) => project.id);
    await updateProject(db, editable, { status, updated_at: ctx.clock.now().toISOString() });
    const failedProjectIds = projectIds.filter((id) => !editable.includes(id));
    if (failedProjectIds.length > 0)
      throw new TaskFailure(
        format(projectMessages.changeStatusManyFailed, { count: failedProjectIds.length }),
        { failedProjectIds },
      );
    return { projectIds: editable, status };
  });
}

function statusOf(asked: string, allowed: readonly string[]): ProjectStatus {
  const status = ProjectStatus.safeParse(asked);
  if (!status.success || !allowed.includes(status.data))
    throw fieldError('status', format(projectMessages.invalidStatus, { status: asked }));
  return status.data;
}

function enqueue(ctx: AppContext, viewer: Viewer, projectIds: number[], status: ProjectStatus) {
  return ctx.tasks.enqueue({
    organizationId: viewer.organizationId,
    type: PROJECT_STATUS_TASK,
    payload: { projectIds, status, viewer },
    createdBy: viewer.userId,
  });
}

// One project: its rights are checked now, so only a project deleted meanwhile can fail later.
export async function changeStatus(
  ctx: AppContext,
  viewer: Viewer,
  uid: string,
  asked: string,
): Promise<BackgroundTask> {
  const status = statusOf(asked, projectStatuses);
  const project = await requireProject(ctx.db.kysely, viewer, uid);
  requireEditRights(viewer, project.owner_id);
  return enqueue(ctx, viewer, [project.id], status);
}

// Many projects: those the viewer may not edit are left as they are and listed in the ERROR result.
export async function changeStatusInBulk(
  ctx: AppContext,
  viewer: Viewer,
  uids: readonly string[],
  asked: string,
): Promise<BackgroundTask> {
  const status = statusOf(asked, bulkProjectStatuses);
  const projects = await requireProjects(ctx.db.kysely, viewer, uids);
  return enqueue(
    ctx,
    viewer,
    projects.map((project) => project.id),
    status,
  );
}
