import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QaRunResult, QaWarningPage, StoredQaWarning } from '@tessera/contracts';
import { jobQaFlagsKey, segmentQaKey } from './editor';
import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

// Under the flags' key: a segment save, which refreshes the grid's flags, refreshes the counts too.
const summaryKey = (jobPart: number) => [...jobQaFlagsKey, jobPart, 'summary'] as const;

/** The counts and time of a job part's last QA run: GET /api/qa/warnings, one warning long. */
export function useJobQaSummaryQuery(jobPart: number) {
  return useQuery({
    queryKey: summaryKey(jobPart),
    queryFn: () =>
      request<QaWarningPage>('/api/qa/warnings', {
        query: { jobPart, limit: 1 },
        failureMetric: 'loadJobQaSummaryFailed',
      }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/qa/run: checks the whole job part; the grid's flags, the counts and the QA panel follow. */
export function useRunQa(jobPart: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: () =>
      request<QaRunResult>('/api/qa/run', {
        method: 'POST',
        body: { jobPartId: jobPart },
        failureMetric: 'runQaFailed',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...jobQaFlagsKey, jobPart] }),
        queryClient.invalidateQueries({ queryKey: [...segmentQaKey, jobPart] }),
      ]),
  });
}

export interface QaIgnore {
  jobPart: number;
  warning: StoredQaWarning;
  ignored: boolean;
}

/** PUT /api/qa/warning: ignores a warning or takes the ignore back; the panel, flags and counts follow. */
export function useIgnoreQaWarning() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ jobPart, warning, ignored }: QaIgnore) =>
      request<StoredQaWarning>('/api/qa/warning', {
        method: 'PUT',
        body: { jobPartId: jobPart, warningId: warning.id, ignored },
        failureMetric: 'ignoreQaWarningFailed',
      }),
    onSuccess: (_updated, { jobPart, warning }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...jobQaFlagsKey, jobPart] }),
        queryClient.invalidateQueries({ queryKey: [...segmentQaKey, jobPart, warning.segmentId] }),
      ]),
  });
}
