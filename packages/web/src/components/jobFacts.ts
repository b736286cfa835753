import {
  PROGRESS_CAP,
  jobErrorCodes,
  type JobErrorCode,
  type JobPart,
  type JobStatus,
} from '@tessera/contracts';
import { isApiError, messageOf } from '../api/http';

type SelectedJob = Pick<JobPart, 'status' | 'creationTask'>;

/** Confirmed segments in percent, capped at 99.9 below 100; null for a job without segments. */
export function progressPercent(confirmed: number, segments: number): number | null {
  if (segments <= 0) return null;
  if (confirmed >= segments) return 100;
  return Math.min(Math.round((confirmed / segments) * 1000) / 10, PROGRESS_CAP);
}

const isJobErrorCode = (code: unknown): code is JobErrorCode =>
  typeof code === 'string' && Object.hasOwn(jobErrorCodes, code);

/** The text of a failed job operation: details.errorCode, else the error's name, else its description. */
export function jobErrorText(error: unknown): string {
  if (!isApiError(error)) return messageOf(error);
  const { details, errorCode, errorDescription } = error.body;
  const code = [details?.errorCode, errorCode].find(isJobErrorCode);
  if (code) return jobErrorCodes[code];
  return errorDescription || errorCode;
}

export interface DownloadWarning {
  jobPartId: number;
  text: string;
}

/** The per-job warnings a refused download lists (details.warnings). */
export function downloadWarningsOf(error: unknown): DownloadWarning[] {
  if (!isApiError(error)) return [];
  const warnings = error.body.details?.warnings;
  if (!Array.isArray(warnings)) return [];
  return warnings.flatMap((warning: unknown) => {
    if (typeof warning !== 'object' || warning === null) return [];
    const { jobPartId, errorCode } = warning as Record<string, unknown>;
    if (typeof jobPartId !== 'number') return [];
    return [
      { jobPartId, text: isJobErrorCode(errorCode) ? jobErrorCodes[errorCode] : String(errorCode) },
    ];
  });
}

/** A refusal that 'Download anyway' (failOnWarnings=false) gets past. */
export const canDownloadAnyway = (error: unknown): boolean => downloadWarningsOf(error).length > 0;

/** Actions on jobs need a selection whose every job was imported (spec 001 section 4). */
export const allImported = (selection: readonly SelectedJob[]): boolean =>
  selection.length > 0 && selection.every((job) => job.creationTask.status === 'OK');

/** Deleting also removes failed imports; only jobs still importing are held back. */
export const deletable = (selection: readonly SelectedJob[]): boolean =>
  selection.length > 0 && selection.every((job) => job.creationTask.status !== 'RUNNING');

export interface LinguistAction {
  id: 'accept' | 'decline' | 'complete';
  text: string;
  from: readonly JobStatus[];
  to: JobStatus;
}

export const linguistActions: readonly LinguistAction[] = [
  { id: 'accept', text: 'Accept', from: ['NEW', 'EMAILED'], to: 'ASSIGNED' },
  { id: 'decline', text: 'Decline', from: ['NEW', 'EMAILED'], to: 'DECLINED_BY_LINGUIST' },
  { id: 'complete', text: 'Complete', from: ['ASSIGNED'], to: 'COMPLETED_BY_LINGUIST' },
];

/** A linguist action needs every selected job imported, in a state it starts from, and no change running. */
export function linguistActionEnabled(
  action: LinguistAction,
  selection: readonly SelectedJob[],
  changing: boolean,
): boolean {
  return (
    !changing &&
    allImported(selection) &&
    selection.every((job) => action.from.includes(job.status))
  );
}

/** A manager's status choice: Canceled not for jobs with a parent, Accepted not with several assignees. */
export function statusChoiceEnabled(
  status: JobStatus,
  selection: ReadonlyArray<SelectedJob & Pick<JobPart, 'hasParent' | 'assignees'>>,
): boolean {
  if (status === 'CANCELLED') return !selection.some((job) => job.hasParent);
  if (status === 'ASSIGNED') return !selection.some((job) => job.assignees.length > 1);
  return true;
}
