import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScoringErrors } from '@tessera/contracts';
import { bulkScoringJobsKey } from './bulkScoringJobs';
import { request } from './http';

export const scoringErrorsKey = ['scoringErrors'] as const;

/** GET /api/scoring/errors?jobPart: the part's scoring job, its model's typology and errors. */
export function useScoringErrorsQuery(jobPart: number) {
  return useQuery({
    queryKey: [...scoringErrorsKey, jobPart],
    queryFn: () =>
      request<ScoringErrors>('/api/scoring/errors', {
        query: { jobPart },
        failureMetric: 'loadScoringErrorsFailed',
      }),
    enabled: jobPart > 0,
    refetchOnWindowFocus: false,
  });
}

/** An error added or deleted scores the job anew: its errors and the job lists read it again. */
export function useScoringErrorsChanged(jobPart: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...scoringErrorsKey, jobPart] });
    void queryClient.invalidateQueries({ queryKey: bulkScoringJobsKey });
  };
}
