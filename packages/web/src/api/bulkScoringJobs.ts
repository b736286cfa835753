import { useQuery } from '@tanstack/react-query';
import type { ScoringJob } from '@tessera/contracts';
import { request } from './http';

export const bulkScoringJobsKey = ['bulkScoringJobs'] as const;

/** GET /api/scoring/getBulkScoringJobs?jobPart=…: the scoring jobs of those parts that have one. */
export function fetchBulkScoringJobs(jobParts: readonly number[]): Promise<ScoringJob[]> {
  return request<ScoringJob[]>('/api/scoring/getBulkScoringJobs', {
    query: { jobPart: jobParts },
    failureMetric: 'loadScoringJobsFailed',
  });
}

export function useBulkScoringJobsQuery(jobParts: readonly number[]) {
  return useQuery({
    queryKey: [...bulkScoringJobsKey, jobParts],
    queryFn: () => fetchBulkScoringJobs(jobParts),
    enabled: jobParts.length > 0,
  });
}
