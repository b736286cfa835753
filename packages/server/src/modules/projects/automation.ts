import { AccessAndAutomationSettings } from '@tessera/contracts';
import { automatedProjectStatus } from '@tessera/core';
import type { AppContext } from '../../context.js';
import { jobStatusesOfProject } from './jobsOfProjects.js';
import { selectAutomationState, updateProject } from './queries.js';

/** Moves the project to the status its job parts call for (spec 000 access and automation settings). */
export async function applyStatusAutomation(ctx: AppContext, projectId: number): Promise<void> {
  const db = ctx.db.kysely;
  const state = await selectAutomationState(db, projectId);
  if (!state) return;
  const rules = AccessAndAutomationSettings.parse(JSON.parse(state.automation_settings));
  const next = automatedProjectStatus(await jobStatusesOfProject(db, projectId), rules);
  if (next && next !== state.status)
    await updateProject(db, [projectId], {
      status: next,
      updated_at: ctx.clock.now().toISOString(),
    });
}
