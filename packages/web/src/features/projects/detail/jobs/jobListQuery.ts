import { JobListQuery, jobStatuses, type JobStatus } from '@tessera/contracts';
import type { ProjectJobsParams } from '../../../../api/projectJobs';

// The job list's own query parameters; `level` belongs to the page's workflow step selector.
export const jobFilterKeys = [
  'fileName',
  'targetLocale',
  'status',
  'assignedTo',
  'dueInHours',
] as const;
export type JobFilterKey = (typeof jobFilterKeys)[number];

// Due-in choices of the project job list (spec 001 section 9); labels in docs/decisions.md.
export const dueInChoices: ReadonlyArray<{ value: string; label: string }> = [
  { value: '0', label: 'Overdue' },
  { value: '4', label: '4 hours' },
  { value: '8', label: '8 hours' },
  { value: '24', label: '1 day' },
  { value: '36', label: '36 hours' },
];

const isStatus = (value: string): value is JobStatus =>
  (jobStatuses as readonly string[]).includes(value);

/** The 1-based page of the address. */
export function jobPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const hasJobFilters = (search: URLSearchParams): boolean =>
  jobFilterKeys.some((key) => search.getAll(key).some((value) => value !== ''));

// A value the server would refuse is left out rather than failing the whole list.
function valid<Key extends keyof typeof JobListQuery.shape>(key: Key, value: string | null) {
  if (value === null || value === '') return undefined;
  const parsed = JobListQuery.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as JobListQuery[Key]) : undefined;
}

/** GET /api/job/listByProject's query for the page's address. */
export function jobListParamsOf(
  search: URLSearchParams,
  projectUid: string,
  level: number,
): ProjectJobsParams {
  const status = search.getAll('status').filter(isStatus);
  return {
    projectUid,
    level,
    page: jobPageOf(search) - 1,
    fileName: valid('fileName', search.get('fileName')),
    targetLocale: valid('targetLocale', search.get('targetLocale')),
    assignedTo: valid('assignedTo', search.get('assignedTo')),
    dueInHours: valid('dueInHours', search.get('dueInHours')),
    status: status.length > 0 ? status : undefined,
    sortField: valid('sortField', search.get('sortField')) ?? 'dateCreated',
    sortOrder: search.get('sortOrder') === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** The address with one filter set (null clears it) and the page back to the first. */
export function withJobFilter(
  search: URLSearchParams,
  key: JobFilterKey,
  values: readonly string[] | string | null,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(key);
  next.delete('page');
  for (const value of values === null ? [] : typeof values === 'string' ? [values] : values)
    if (value !== '') next.append(key, value);
  return next;
}

/** The address without any job filter. */
export function withoutJobFilters(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of jobFilterKeys) next.delete(key);
  next.delete('page');
  return next;
}

/** The project page's address with the job list filtered to one target locale, the level kept. */
export function targetLocaleHref(projectUid: string, search: URLSearchParams, code: string) {
  const level = search.get('level');
  const next = new URLSearchParams(level ? { level } : {});
  next.set('targetLocale', code);
  return `/web/project2/show/${projectUid}?${next.toString()}`;
}
