import type { JobSelectionFields } from '@tessera/contracts';
import { selectedJobsOf } from './selectedJobsState';

/**
 * The job list's selection, handed over as navigation state (spec 001 section 2), as the
 * selection fields of a request for the page's project; null when the page was opened without one.
 */
export function selectionOf(state: unknown, projectUid: string): JobSelectionFields | null {
  const selected = selectedJobsOf(state);
  if (!selected) return null;
  return {
    projectUid,
    jobPartIds: selected.jobPartIds,
    level: selected.level,
    selectAllOnServer: false,
  };
}

export const projectPagePath = (projectUid: string) => `/web/project2/show/${projectUid}`;

/** Where every flow ends (spec 001 section 2): the project page, at the list's workflow step. */
export function projectPath(selection: Pick<JobSelectionFields, 'projectUid' | 'level'>): string {
  const path = projectPagePath(selection.projectUid);
  return selection.level === 1 ? path : `${path}?level=${selection.level}`;
}

/** The page's description: how many jobs the action applies to. */
export function selectedCountText(selection: JobSelectionFields): string {
  const count = selection.jobPartIds.length;
  return count === 1 ? '1 job selected.' : `${count} jobs selected.`;
}
