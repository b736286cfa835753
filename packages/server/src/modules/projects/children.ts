import type { Kysely } from 'kysely';
import { WorkflowStepType, type WorkflowStep } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';
import { projectProgress } from './jobsOfProjects.js';
import {
  selectProjectWorkflowSteps,
  selectScoringGroupIds,
  selectTargetLangs,
  selectVendorNames,
} from './queries.js';

export interface ProjectStepRow {
  id: number;
  level: number;
  name: string;
  type: WorkflowStep['type'];
  ord: number;
  scoringModelId: number | null;
}

// What a project holds in rows of its own: target locales, workflow steps, vendors shared with,
// and how far its job parts are.
export interface ProjectChildren {
  targetLangs: string[];
  steps: ProjectStepRow[];
  vendorNames: string[];
  progress: { finishedCount: number; totalCount: number };
  scoringGroupIds: number[];
}

const noChildren = (): ProjectChildren => ({
  targetLangs: [],
  steps: [],
  vendorNames: [],
  progress: { finishedCount: 0, totalCount: 0 },
  scoringGroupIds: [],
});

// One query per kind for a whole page of projects, not one per project.
export async function loadProjectChildren(
  db: Kysely<Database>,
  projectIds: readonly number[],
): Promise<(projectId: number) => ProjectChildren> {
  const children = new Map<number, ProjectChildren>(projectIds.map((id) => [id, noChildren()]));
  const childrenOf = (id: number) => children.get(id) ?? noChildren();
  if (projectIds.length === 0) return childrenOf;
  // One after another: side by side they held five PostgreSQL connections for a page's small
  // reads, and each connection's backend pays its own first reads of every table (#14).
  const langs = await selectTargetLangs(db, projectIds);
  const steps = await selectProjectWorkflowSteps(db, projectIds);
  const vendors = await selectVendorNames(db, projectIds);
  const progress = await projectProgress(db, projectIds);
  const groups = await selectScoringGroupIds(db, projectIds);
  for (const [projectId, figures] of progress) {
    const child = children.get(projectId);
    if (child) child.progress = figures;
  }
  for (const row of langs) children.get(row.project_id)?.targetLangs.push(row.lang);
  for (const row of steps)
    children.get(row.project_id)?.steps.push({
      id: row.workflow_step_id,
      level: row.level,
      name: row.name,
      type: WorkflowStepType.parse(row.type),
      ord: row.ord,
      scoringModelId: row.scoring_model_id,
    });
  for (const row of vendors) children.get(row.project_id)?.vendorNames.push(row.name);
  for (const row of groups) children.get(row.project_id)?.scoringGroupIds.push(row.id);
  return childrenOf;
}
