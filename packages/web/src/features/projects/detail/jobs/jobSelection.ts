import type { JobPart, ProjectJobIdsQuery } from '@tessera/contracts';
import { fetchJobsByIds } from '../../../../api/jobsByIds';
import { fetchProjectJobIds } from '../../../../api/projectJobIds';

// Ids per GET /api/job/list call, keeping its address short.
export const JOBS_BY_IDS_CHUNK = 100;

/** Selecting every matching job is offered once the whole page is selected and more exist. */
export function offersSelectAll(
  pageIds: readonly number[],
  selectedIds: ReadonlySet<number>,
  totalJobs: number,
): boolean {
  return (
    pageIds.length > 0 && pageIds.length < totalJobs && pageIds.every((id) => selectedIds.has(id))
  );
}

export function chunksOf<Item>(items: readonly Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Every job the list's level and filters match, across its pages, for the actions to apply to. */
export async function fetchAllMatchingJobs(params: ProjectJobIdsQuery): Promise<JobPart[]> {
  const { ids } = await fetchProjectJobIds(params);
  const pages = await Promise.all(chunksOf(ids, JOBS_BY_IDS_CHUNK).map(fetchJobsByIds));
  return pages.flatMap((page) => page.jobs);
}
