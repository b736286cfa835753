import {
  LinguistJobQuery,
  linguistListStatuses,
  type LinguistJob,
  type LinguistListStatus,
} from '@tessera/contracts';
import { isScoringStepType } from '../../components/scoringFacts';

// The list's filters in the address; listStatus, sorting and page are not filters.
export const linguistFilterKeys = ['fileName', 'targetLocale', 'dueInHours'] as const;
export type LinguistFilterKey = (typeof linguistFilterKeys)[number];

// Spec 001 section 9's linguist due-in values; labels in docs/decisions.md.
export const linguistDueInChoices: ReadonlyArray<{ value: string; label: string }> = [
  { value: '-1', label: 'Overdue' },
  { value: '4', label: '4 hours' },
  { value: '8', label: '8 hours' },
  { value: '24', label: '1 day' },
  { value: '72', label: '3 days' },
];

// The tabs' labels, from spec 002's status labels of the statuses each tab starts with.
export const linguistTabLabels: Record<LinguistListStatus, string> = {
  NEW: 'New',
  ASSIGNED: 'Accepted',
  COMPLETED_BY_LINGUIST: 'Completed',
  DECLINED_BY_LINGUIST: 'Declined',
  CANCELLED: 'Cancelled',
};

export const isListStatus = (value: string | null): value is LinguistListStatus =>
  linguistListStatuses.some((status) => status === value);

/** The 1-based page of the address. */
export function linguistPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const hasLinguistFilters = (search: URLSearchParams): boolean =>
  linguistFilterKeys.some((key) => (search.get(key) ?? '') !== '');

// A value the server would refuse is left out rather than failing the whole list.
function valid<Key extends keyof typeof LinguistJobQuery.shape>(key: Key, value: string | null) {
  if (value === null || value === '') return undefined;
  const parsed = LinguistJobQuery.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as LinguistJobQuery[Key]) : undefined;
}

/** GET /api/job/filter's query for the page's address (spec 001 "Linguist job list"). */
export function linguistJobParamsOf(search: URLSearchParams): LinguistJobQuery {
  const listStatus = search.get('listStatus');
  return {
    fileName: valid('fileName', search.get('fileName')),
    searchPattern: valid('searchPattern', search.get('searchPattern')),
    targetLocale: valid('targetLocale', search.get('targetLocale')),
    dueInHours: valid('dueInHours', search.get('dueInHours')),
    sortField: valid('sortField', search.get('sortField')) ?? 'dateDue',
    sortOrder: search.get('sortOrder') === 'DESC' ? 'DESC' : 'ASC',
    listStatus: isListStatus(listStatus) ? listStatus : 'NEW',
    pageSize: valid('pageSize', search.get('pageSize')) ?? 50,
    page: linguistPageOf(search) - 1,
  };
}

/** The address with one filter set (or removed when blank), back on the first page. */
export function withLinguistFilter(
  search: URLSearchParams,
  key: LinguistFilterKey | 'listStatus',
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  next.delete('page');
  return next;
}

export function withoutLinguistFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...linguistFilterKeys, 'searchPattern', 'page']) next.delete(key);
  return next;
}

/** The selected job part ids by their project's uid: status changes go one call per project. */
export function idsByProject(jobs: readonly LinguistJob[]): Map<string, number[]> {
  const byProject = new Map<string, number[]>();
  for (const job of jobs)
    byProject.set(job.project.uid, [...(byProject.get(job.project.uid) ?? []), job.id]);
  return byProject;
}

const isScoringJob = (job: Pick<LinguistJob, 'workflowStep'>): boolean =>
  isScoringStepType(job.workflowStep.type);

/**
 * The scorecard Download (spec 001 section 5): disabled without a selection, while a download
 * runs, when a selected job's project disallows linguist downloads, or one is not a scoring step.
 */
export function scorecardDownloadDisabled(
  selection: readonly Pick<LinguistJob, 'project' | 'workflowStep'>[],
  downloading: boolean,
): boolean {
  return (
    selection.length === 0 ||
    downloading ||
    selection.some((job) => !job.project.allowLinguistsToDownloadTranslationJobs) ||
    selection.some((job) => !isScoringJob(job))
  );
}
