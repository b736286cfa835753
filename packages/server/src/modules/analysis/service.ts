import {
  analysisMessages,
  type Analysis,
  type AnalysisCreateRequest,
  type AnalysisListItem,
  type BackgroundTask,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { fieldError, notFound } from '../../http/errors.js';
import { selectedJobParts, type PartRow } from '../jobs/index.js';
import { requireEditRights, requireProject, type Viewer } from '../projects/index.js';
import { presentAnalysis, presentListItem } from './present.js';
import {
  analysesQuery,
  deleteAnalyses,
  renameAnalysis,
  selectAnalysisJobs,
  type AnalysisJobRow,
  type AnalysisRow,
} from './queries.js';
import { ANALYSIS_TASK, type AnalysisTaskPayload } from './task.js';

export type AnalysisActor = Viewer & { userName: string };

/** Compare needs workflow steps and another level than the selected jobs' (spec 001 section 4). */
function checkCompare(
  request: AnalysisCreateRequest,
  steps: ReadonlyArray<{ level: number }>,
  parts: readonly PartRow[],
): void {
  if (request.type !== 'Compare') return;
  if (steps.length === 0) throw fieldError('type', analysisMessages.compareNeedsWorkflowSteps);
  const level = request.compareWorkflowLevel;
  if (!steps.some((step) => step.level === level))
    throw fieldError('compareWorkflowLevel', analysisMessages.compareLevelUnknown);
  if (parts.some((part) => part.workflow_level === level))
    throw fieldError('compareWorkflowLevel', analysisMessages.compareLevelIsCurrent);
}

/** POST /api/analysis/create: checks the request now and analyses in a background task. */
export async function createAnalysis(
  ctx: AppContext,
  actor: AnalysisActor,
  request: AnalysisCreateRequest,
): Promise<BackgroundTask> {
  const { project, parts } = await selectedJobParts(ctx, actor, request);
  checkCompare(request, project.workflowSteps, parts);
  const payload: AnalysisTaskPayload = {
    projectUid: project.uid,
    jobPartIds: parts.map((part) => part.id),
    type: request.type,
    name: request.name ?? null,
    options: {
      compareWorkflowLevel:
        request.type === 'Compare' ? (request.compareWorkflowLevel ?? null) : null,
      includeFuzzyRepetitions: request.includeFuzzyRepetitions,
      includeConfirmedSegments: request.includeConfirmedSegments,
      includeLockedSegments: request.includeLockedSegments,
      includeNumbers: request.includeNumbers,
      countSourceUnits: request.countSourceUnits,
    },
    viewer: {
      userId: actor.userId,
      userName: actor.userName,
      organizationId: actor.organizationId,
      role: actor.role,
      permissions: actor.permissions,
      disableProjectSharing: actor.disableProjectSharing,
    },
  };
  const task = await ctx.tasks.enqueue({
    organizationId: actor.organizationId,
    type: ANALYSIS_TASK,
    payload,
    createdBy: actor.userId,
  });
  return { id: task.id, status: task.status };
}

function jobsByAnalysis(rows: readonly AnalysisJobRow[]): Map<number, AnalysisJobRow[]> {
  const byAnalysis = new Map<number, AnalysisJobRow[]>();
  for (const row of rows)
    byAnalysis.set(row.analysis_id, [...(byAnalysis.get(row.analysis_id) ?? []), row]);
  return byAnalysis;
}

interface FoundAnalysis {
  row: AnalysisRow;
  /** The owner of its project, whose rights decide who may change it. */
  ownerId: number;
}

/**
 * The viewer's organization's analyses of these ids, each in a project the viewer sees; 404 when
 * any is missing (another organization's ids answer as unknown ones).
 */
async function requireAnalyses(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly number[],
): Promise<FoundAnalysis[]> {
  const db = ctx.db.kysely;
  const rows = await analysesQuery(db)
    .where('a.organization_id', '=', viewer.organizationId)
    .where('a.id', 'in', ids)
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound();
  const owners = new Map<string, number>();
  for (const uid of new Set(rows.map((row) => row.project_uid)))
    owners.set(uid, (await requireProject(db, viewer, uid)).owner_id);
  return rows.map((row) => ({ row, ownerId: owners.get(row.project_uid) ?? 0 }));
}

async function requireAnalysis(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
): Promise<FoundAnalysis> {
  const [found] = await requireAnalyses(ctx, viewer, [id]);
  if (!found) throw notFound();
  return found;
}

async function presentOne(ctx: AppContext, viewer: Viewer, row: AnalysisRow): Promise<Analysis> {
  return presentAnalysis(row, await selectAnalysisJobs(ctx.db.kysely, [row.id]), viewer);
}

/** GET /api/analysis?id. */
export async function getAnalysis(ctx: AppContext, viewer: Viewer, id: number): Promise<Analysis> {
  return presentOne(ctx, viewer, (await requireAnalysis(ctx, viewer, id)).row);
}

/** GET /api/analysis/listByProject: the project's analyses of the viewer's organization, newest first. */
export async function listAnalyses(
  ctx: AppContext,
  viewer: Viewer,
  projectUid: string,
): Promise<AnalysisListItem[]> {
  const db = ctx.db.kysely;
  const project = await requireProject(db, viewer, projectUid);
  const rows = await analysesQuery(db)
    .where('a.project_id', '=', project.id)
    .where('a.organization_id', '=', viewer.organizationId)
    .orderBy('a.inner_id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const jobs = jobsByAnalysis(
    await selectAnalysisJobs(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => presentListItem(row, jobs.get(row.id) ?? [], viewer));
}

/** PUT /api/analysis?id {name}: the rename of /web/analyse/edit; needs edit rights on the project. */
export async function renameAnalysisOf(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  name: string,
): Promise<Analysis> {
  const { row, ownerId } = await requireAnalysis(ctx, viewer, id);
  requireEditRights(viewer, ownerId);
  await renameAnalysis(ctx.db.kysely, id, name);
  return presentOne(ctx, viewer, { ...row, name });
}

/** DELETE /web/api/v2/analyse/delete?analyse: all named analyses or none; needs edit rights. */
export async function deleteAnalysesOf(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly number[],
): Promise<void> {
  for (const { ownerId } of await requireAnalyses(ctx, viewer, ids))
    requireEditRights(viewer, ownerId);
  await deleteAnalyses(ctx.db.kysely, ids);
}
