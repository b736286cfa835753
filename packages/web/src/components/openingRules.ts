import { jobMessages, type JobPart, type SegmentsCount } from '@tessera/contracts';

// Texts of our own: spec 001 names the warning without words (docs/decisions/editor.md).
export const openingLabels = {
  open: 'Open in editor',
  previousStepHeader: 'Previous step not completed',
  previousStepIncomplete:
    'The previous workflow step of one or more selected jobs is not completed. Its translations may still change.',
  openAnyway: 'Open anyway',
} as const;

/** The editor's address (spec 001 section 7): the job part ids joined by '-', queue mode for several. */
export function editorPath(jobPartIds: readonly number[]): string {
  const path = `/twe/translation/job/${jobPartIds.join('-')}`;
  return jobPartIds.length > 1 ? `${path}?mode=jobPartQueue` : path;
}

const finished: ReadonlySet<JobPart['status']> = new Set([
  'COMPLETED_BY_LINGUIST',
  'COMPLETED',
  'CANCELLED',
]);

/** Spec 001 section 4, "Editor opening": why the selection cannot open, or null when it can. */
export function openingRefusal(
  jobs: readonly Pick<JobPart, 'targetLocale' | 'creationTask' | 'status'>[],
  linguist: boolean,
): string | null {
  if (new Set(jobs.map((job) => job.targetLocale)).size > 1)
    return jobMessages.editorDifferentTargets;
  if (jobs.some((job) => job.creationTask.status === 'ERROR'))
    return jobMessages.editorFailedImports;
  if (linguist && jobs.some((job) => finished.has(job.status))) return jobMessages.editorCompleted;
  return null;
}

/** True when a selected job's previous workflow step is not completed: the editor warns first. */
export function previousStepIncomplete(counts: readonly SegmentsCount[]): boolean {
  return counts.some((count) => !count.previousWorkflow.completed);
}
