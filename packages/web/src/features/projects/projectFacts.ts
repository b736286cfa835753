import { PROGRESS_CAP, RECYCLE_BIN_RETENTION_DAYS, type ProjectListItem } from '@tessera/contracts';

const DAY_MS = 86_400_000;

/** Finished jobs in percent, capped at 99.9 while any job is unfinished (spec 000 section 2.1). */
export function progressPercent({
  finishedCount,
  totalCount,
}: ProjectListItem['progress']): number {
  if (totalCount <= 0) return 0;
  if (finishedCount >= totalCount) return 100;
  return Math.min(Math.round((finishedCount / totalCount) * 1000) / 10, PROGRESS_CAP);
}

/** The due date passed and the project is not COMPLETED. */
export function isOverdue(
  project: Pick<ProjectListItem, 'dateDue' | 'status'>,
  now: Date,
): boolean {
  return (
    project.dateDue !== null &&
    Date.parse(project.dateDue) < now.getTime() &&
    project.status !== 'COMPLETED'
  );
}

/** When a project whose job creation has ended is deleted for good; null while jobs may be created. */
export function recycleDateOf(
  project: Pick<ProjectListItem, 'jobCreationAllowed' | 'autoRecycleDate' | 'autoDeletionDateTime'>,
): string | null {
  if (project.jobCreationAllowed) return null;
  if (project.autoRecycleDate) return project.autoRecycleDate;
  // Not swept into the bin yet: the bin keeps it for the retention from its auto-deletion date.
  const deletion = Date.parse(project.autoDeletionDateTime);
  return new Date(deletion + RECYCLE_BIN_RETENTION_DAYS * DAY_MS).toISOString();
}
