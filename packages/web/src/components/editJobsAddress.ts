import { jobStatuses, type JobSelectionFields, type JobStatus } from '@tessera/contracts';

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

/** The edit page's address for jobs chosen in the project job list. */
export function editJobsHref(
  projectUid: string,
  level: number,
  jobPartIds: readonly number[],
  returnUrl: string,
): string {
  const query = new URLSearchParams({
    id: projectUid,
    jobSelection: jobPartIds.join(','),
    jobSelectionTotal: String(jobPartIds.length),
    'jobFilter.level': String(level),
    returnUrl,
  });
  return `/web/project2/editJobs?${query.toString()}`;
}
