import { useQuery } from '@tanstack/react-query';
import type { JobPart, JobSelectionFields } from '@tessera/contracts';
import { fetchJobsByIds } from '../../../api/jobsByIds';
import { fetchProjectJobIds } from '../../../api/projectJobIds';

// Ids per GET /api/job/list call, keeping its address short.
const IDS_PER_CALL = 100;

async function fetchSelectedJobs(selection: JobSelectionFields): Promise<JobPart[]> {
  const ids = selection.selectAllOnServer
    ? (await fetchProjectJobIds(selection)).ids
    : selection.jobPartIds;
  const calls: Array<Promise<{ jobs: JobPart[] }>> = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL)
    calls.push(fetchJobsByIds(ids.slice(start, start + IDS_PER_CALL)));
  return (await Promise.all(calls)).flatMap((page) => page.jobs);
}

/** The jobs the edit page's address names, in their current state. */
export function useEditedJobs(selection: JobSelectionFields | null) {
  return useQuery({
    queryKey: ['editedJobs', selection],
    queryFn: () => (selection ? fetchSelectedJobs(selection) : Promise.resolve([])),
    enabled: selection !== null,
  });
}
