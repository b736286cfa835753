import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_PAGE_SIZE,
  JobStatus,
  type JobListQuery,
  type JobPart,
  type ProjectJobIdsQuery,
  type SegmentsCount,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { isLinguist, requireProject, type Viewer } from '../projects/index.js';
import { qaCounts } from '../qaStatus/index.js';
import { requireParts } from './access.js';
import { countsByPart, creationTaskOf, lastTaskOf, presentParts } from './present.js';
import {
  assignedTo,
  partsQuery,
  selectPartsAtLevel,
  selectPendingImports,
  selectStatusChanges,
  type PartsQuery,
} from './queries.js';
import { sortedParts } from './partOrder.js';

const HOUR_MS = 3_600_000;
// Statuses in which a job part is no longer due.
const finishedStatuses = ['COMPLETED_BY_LINGUIST', 'COMPLETED', 'CANCELLED'];

export interface JobListPage {
  jobs: JobPart[];
  totalJobs: number;
  pages: number;
  editorUrl: string;
  atmsServerUrl: string;
}

function visibleParts(db: Kysely<Database>, viewer: Viewer): PartsQuery {
  const query = partsQuery(db, viewer.organizationId);
  return isLinguist(viewer) ? assignedTo(query, viewer.userId) : query;
}

function filterParts(query: PartsQuery, filters: ProjectJobIdsQuery, now: Date): PartsQuery {
  let q = query.where('jp.workflow_level', '=', filters.level);
  if (filters.assignedTo !== undefined) q = assignedTo(q, filters.assignedTo);
  if (filters.status?.length) q = q.where('jp.status', 'in', filters.status);
  if (filters.targetLocale) q = q.where('j.target_lang', '=', filters.targetLocale);
  if (filters.fileName) {
    const pattern = `%${filters.fileName.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    q = q.where(sql<boolean>`lower(j.file_name) like ${pattern} escape '\\'`);
  }
  // 0 is overdue; otherwise due within that many hours, and not finished either way.
  if (filters.dueInHours !== undefined)
    q = q
      .where(
        'jp.date_due',
        '<=',
        new Date(now.getTime() + filters.dueInHours * HOUR_MS).toISOString(),
      )
      .where('jp.status', 'not in', finishedStatuses);
  return q;
}

/** One page (50) of a project's job parts at one workflow level (spec 001 section 2). */
export async function listByProject(
  ctx: AppContext,
  viewer: Viewer,
  filters: JobListQuery,
  serverUrl: string,
): Promise<JobListPage> {
  const db = ctx.db.kysely;
  // A project the viewer cannot see answers 404, as one that does not exist.
  const project = await requireProject(db, viewer, filters.projectUid);
  const filtered = filterParts(
    visibleParts(db, viewer).where('jp.project_id', '=', project.id),
    filters,
    ctx.clock.now(),
  );
  const total = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await sortedParts(filtered, filters.sortField, filters.sortOrder)
    .limit(DEFAULT_PAGE_SIZE)
    .offset(filters.page * DEFAULT_PAGE_SIZE)
    .execute();
  const totalJobs = Number(total.count);
  return {
    jobs: await presentParts(db, rows),
    totalJobs,
    pages: Math.ceil(totalJobs / DEFAULT_PAGE_SIZE),
    editorUrl: serverUrl,
    atmsServerUrl: serverUrl,
  };
}

export async function listByIds(ctx: AppContext, viewer: Viewer, ids: readonly number[]) {
  const db = ctx.db.kysely;
  return { jobs: await presentParts(db, await requireParts(db, viewer, ids)) };
}

/** Every job part id the list's filters match, for a selection across its pages. */
export async function listAllIdsByProject(
  ctx: AppContext,
  viewer: Viewer,
  filters: ProjectJobIdsQuery,
) {
  const project = await requireProject(ctx.db.kysely, viewer, filters.projectUid);
  const rows = await filterParts(
    visibleParts(ctx.db.kysely, viewer).where('jp.project_id', '=', project.id),
    filters,
    ctx.clock.now(),
  )
    .clearSelect()
    .select('jp.id')
    .orderBy('jp.id')
    .execute();
  return { ids: rows.map((row) => row.id) };
}

const previousDone = new Set(['COMPLETED_BY_LINGUIST', 'COMPLETED']);

export async function segmentsCounts(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly number[],
): Promise<SegmentsCount[]> {
  const db = ctx.db.kysely;
  const parts = await requireParts(db, viewer, ids);
  const counts = await countsByPart(db, parts);
  const qa = await qaCounts(
    db,
    parts.map((part) => part.id),
  );
  const previous = new Map<string, string>();
  for (const level of new Set(parts.map((part) => part.workflow_level).filter((l) => l > 1))) {
    const jobIds = parts.filter((part) => part.workflow_level === level).map((part) => part.job_id);
    for (const row of await selectPartsAtLevel(db, jobIds, level - 1))
      previous.set(`${row.job_id}:${level}`, row.status);
  }
  return parts.map((part) => {
    const count = counts.get(part.id);
    const before = previous.get(`${part.job_id}:${part.workflow_level}`);
    return {
      jobPartId: part.id,
      segmentsCount: part.segments_count,
      wordsCount: part.words_count,
      charactersCount: part.characters_count,
      confirmedSegmentsCount: count?.confirmed ?? 0,
      lockedSegmentsCount: count?.locked ?? 0,
      qualityAssurance: qa.get(part.id) ?? { warningsCount: 0, qualityAssuranceResolved: true },
      previousWorkflow: { completed: before === undefined || previousDone.has(before) },
    };
  });
}

export async function backgroundTasks(ctx: AppContext, viewer: Viewer, ids: readonly number[]) {
  const parts = await requireParts(ctx.db.kysely, viewer, ids);
  return parts.map((part) => ({
    jobPartId: part.id,
    creationTask: creationTaskOf(part),
    lastTask: lastTaskOf(part),
  }));
}

export async function statusChanges(ctx: AppContext, viewer: Viewer, ids: readonly number[]) {
  const parts = await requireParts(ctx.db.kysely, viewer, ids);
  const rows = await selectStatusChanges(
    ctx.db.kysely,
    parts.map((part) => part.id),
  );
  return parts.map((part) => ({
    jobPartId: part.id,
    statusChanges: rows
      .filter((row) => row.job_part_id === part.id)
      .map((row) => ({
        status: JobStatus.parse(row.status),
        createdBy: { id: row.created_by, userName: row.created_by_name },
        dateCreated: { timestamp: Date.parse(row.created_at) },
        organizationName: row.organization_name,
      })),
  }));
}

/** Import requests still running, for the web's wait after a 504 (spec 001 section 4). */
export async function pendingRequests(ctx: AppContext, viewer: Viewer) {
  const rows = await selectPendingImports(ctx.db.kysely, viewer.organizationId);
  return rows.map((row) => ({
    id: row.id,
    action: 'IMPORT_JOB' as const,
    project: { id: row.project_id, uid: row.project_uid },
  }));
}
