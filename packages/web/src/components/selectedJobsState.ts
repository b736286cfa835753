import { ProjectWorkflowStep } from '@tessera/contracts';

/**
 * The navigation state the job list hands to the pages that act on its selection (spec 001
 * section 2: "Arrives with navigation state holding the job selection (and workflow steps …)").
 */
export interface SelectedJobsState {
  jobPartIds: number[];
  /** The workflow level the job list shows. */
  level: number;
  workflowSteps: ProjectWorkflowStep[];
}

const workflowStepList = ProjectWorkflowStep.array();

/** The selection of a location's state, or null when the page was opened without one. */
export function selectedJobsOf(state: unknown): SelectedJobsState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { jobPartIds, level, workflowSteps } = state as Record<string, unknown>;
  const steps = workflowStepList.safeParse(workflowSteps);
  const ids =
    Array.isArray(jobPartIds) && jobPartIds.every(Number.isInteger) ? (jobPartIds as number[]) : [];
  if (ids.length === 0 || !Number.isInteger(level) || !steps.success) return null;
  return { jobPartIds: ids, level: level as number, workflowSteps: steps.data };
}
