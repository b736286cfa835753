import { useQueryClient } from '@tanstack/react-query';
import type { ScoringJob } from '@tessera/contracts';
import { bulkScoringJobsKey } from './bulkScoringJobs';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

export interface ScorecardImport {
  jobPart: number;
  file: File;
}

/** POST multipart /api/scoring/import?jobPart: the reviser's errors score the job part. */
export function importScorecard({ jobPart, file }: ScorecardImport): Promise<ScoringJob> {
  const form = new FormData();
  form.append('scoringFile', file);
  return request<ScoringJob>('/api/scoring/import', {
    method: 'POST',
    query: { jobPart },
    body: form,
    failureMetric: 'importScorecardFailed',
  });
}

export function useImportScorecard() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: importScorecard,
    onSettled: () =>
      Promise.all(
        [bulkScoringJobsKey, ['scoringGroups'], ['scoringConfigs']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
