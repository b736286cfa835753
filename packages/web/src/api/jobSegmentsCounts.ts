import { useQuery } from '@tanstack/react-query';
import type { SegmentsCount } from '@tessera/contracts';
import { request } from './http';

export const jobSegmentsCountsKey = ['jobSegmentsCounts'] as const;

/** GET /web/api/v9/job/getSegmentsCount?jobPart=…: the counts of each job part. */
export function fetchJobSegmentsCounts(jobParts: readonly number[]): Promise<SegmentsCount[]> {
  return request<SegmentsCount[]>('/web/api/v9/job/getSegmentsCount', {
    query: { jobPart: jobParts },
    failureMetric: 'loadSegmentsCountFailed',
  });
}

export function useJobSegmentsCountsQuery(jobParts: readonly number[]) {
  return useQuery({
    queryKey: [...jobSegmentsCountsKey, jobParts],
    queryFn: () => fetchJobSegmentsCounts(jobParts),
    enabled: jobParts.length > 0,
  });
}
