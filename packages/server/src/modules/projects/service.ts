import type { Kysely } from 'kysely';
import type {
  AccessAndAutomationSettings,
  AnalysisSettings,
  PreTranslateSettings,
  Project,
  ProjectBuyer,
  QualitySettings,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { moveToRecycleBin } from './binning.js';
import { unfinishedWorkflowStepIds } from './jobsOfProjects.js';
import { requireProjects } from './access.js';
import { loadProjectChildren, type ProjectChildren } from './children.js';
import { presentProject } from './present.js';
import {
  findProjectDetail,
  selectProjectBuyers,
  selectVendorOwner,
  type ProjectDetailRow,
  type SettingsColumns,
} from './queries.js';
import { requireDeleteRights, type Viewer } from './viewer.js';

export interface ProjectSettingsGroups {
  preTranslateSettings: PreTranslateSettings;
  analysisSettings: AnalysisSettings;
  qualitySettings: QualitySettings;
  accessAndAutomationSettings: AccessAndAutomationSettings;
}

const settingsColumnOf = {
  preTranslateSettings: 'pre_translate_settings',
  analysisSettings: 'analysis_settings',
  qualitySettings: 'quality_settings',
  accessAndAutomationSettings: 'automation_settings',
} as const;

// Each settings group is kept as the JSON it was saved as, so a GET returns exactly that.
export function settingsColumns(groups: ProjectSettingsGroups): SettingsColumns;
export function settingsColumns(groups: Partial<ProjectSettingsGroups>): Partial<SettingsColumns>;
export function settingsColumns(groups: Partial<ProjectSettingsGroups>) {
  const columns: Partial<SettingsColumns> = {};
  for (const group of Object.keys(settingsColumnOf) as Array<keyof ProjectSettingsGroups>) {
    const settings = groups[group];
    if (settings) columns[settingsColumnOf[group]] = JSON.stringify(settings);
  }
  return columns;
}

export async function loadProjectRow(
  db: Kysely<Database>,
  viewer: Viewer,
  uid: string,
): Promise<{ row: ProjectDetailRow; children: ProjectChildren }> {
  const row = await findProjectDetail(db, viewer, uid);
  if (!row) throw notFound();
  const childrenOf = await loadProjectChildren(db, [row.id]);
  return { row, children: childrenOf(row.id) };
}

export async function getProject(
  ctx: AppContext,
  viewer: Viewer,
  uid: string,
  db: Kysely<Database> = ctx.db.kysely,
): Promise<Project> {
  const { row, children } = await loadProjectRow(db, viewer, uid);
  const [vendorOwner, unfinishedStepIds] = await Promise.all([
    children.vendorNames.length > 0 ? selectVendorOwner(db, row.id) : undefined,
    unfinishedWorkflowStepIds(db, row.id),
  ]);
  return presentProject(row, children, ctx.clock.now(), {
    vendorOwner: vendorOwner ? { id: vendorOwner.id, userName: vendorOwner.user_name } : null,
    unfinishedStepIds,
  });
}

// The buyer filter's values: the distinct buyers named on the organization's projects.
export async function listProjectBuyers(ctx: AppContext, viewer: Viewer): Promise<ProjectBuyer[]> {
  const rows = await selectProjectBuyers(ctx.db.kysely, viewer);
  return rows.map(({ id, name }) => ({ id, name }));
}

// DELETE moves the projects to the Recycle Bin, all of them or none (spec 002 section 4 help text).
export async function deleteProjects(
  ctx: AppContext,
  viewer: Viewer,
  uids: readonly string[],
): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (db) => {
    const projects = await requireProjects(db, viewer, uids);
    for (const project of projects) requireDeleteRights(viewer, project.owner_id);
    await moveToRecycleBin(
      db,
      projects.map((project) => project.id),
      ctx.clock.now(),
    );
  });
}
