import {
  jobStatuses,
  type JobSelectionFields,
  type JobStatus,
  type ProjectJobIdsQuery,
} from '@tessera/contracts';

// The edit page's address (spec 001 section 2): the project, the job list's selection and filters.
export interface EditJobsQuery {
  selection: JobSelectionFields;
  returnUrl: string | null;
}

const isStatus = (value: string): value is JobStatus =>
  (jobStatuses as readonly string[]).includes(value);

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

// Only a path of this site: an address elsewhere would send the user off it after saving.
const localPath = (url: string | null) =>
  url !== null && url.startsWith('/') && !url.startsWith('//') ? url : null;

/** The selection the address names; null without a project id. */
export function editJobsQueryOf(search: URLSearchParams): EditJobsQuery | null {
  const projectUid = search.get('id');
  if (!projectUid) return null;
  const ids = (search.get('jobSelection') ?? '').split(',').map(positive);
  const status = search.getAll('jobFilter.status').flatMap((value) => value.split(','));
  const dueInHours = search.get('jobFilter.dateDue');
  return {
    selection: {
      projectUid,
      jobPartIds: ids.filter((id): id is number => id !== undefined),
      selectAllOnServer: search.get('jobSelectionAll') === 'true',
      level: positive(search.get('jobFilter.level')) ?? 1,
      fileName: search.get('jobFilter.fileName') || undefined,
      targetLocale: search.get('jobFilter.targetLang') || undefined,
      assignedTo: positive(search.get('jobFilter.assignedTo.id')),
      status: status.some(isStatus) ? status.filter(isStatus) : undefined,
      dueInHours: dueInHours ? Number(dueInHours) : undefined,
    },
    returnUrl: localPath(search.get('returnUrl')),
  };
}

/** What the job list hands the edit page: the chosen jobs, or every job its filters match. */
export interface ListSelection {
  projectUid: string;
  level: number;
  jobPartIds: readonly number[];
  /** The list's filters when the user selected every matching job across the pages. */
  allMatching: ProjectJobIdsQuery | null;
}

// The spec's jobFilter.* names of the list's filters; unset filters stay out of the address.
function filterParams(filters: ProjectJobIdsQuery): Record<string, string> {
  const params: Record<string, string | undefined> = {
    'jobFilter.fileName': filters.fileName,
    'jobFilter.targetLang': filters.targetLocale,
    'jobFilter.assignedTo.id': filters.assignedTo?.toString(),
    'jobFilter.status': filters.status?.join(','),
    'jobFilter.dateDue': filters.dueInHours?.toString(),
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The edit page's address for jobs chosen in the project job list. */
export function editJobsHref(selection: ListSelection, returnUrl: string): string {
  const { projectUid, level, jobPartIds, allMatching } = selection;
  const query = new URLSearchParams({
    id: projectUid,
    jobSelection: allMatching ? '' : jobPartIds.join(','),
    ...(allMatching && { jobSelectionAll: 'true', ...filterParams(allMatching) }),
    jobSelectionTotal: String(jobPartIds.length),
    'jobFilter.level': String(level),
    returnUrl,
  });
  return `/web/project2/editJobs?${query.toString()}`;
}
