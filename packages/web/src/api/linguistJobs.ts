import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobStatus, LinguistJobPage, LinguistJobQuery } from '@tessera/contracts';
import { changeJobStatus } from './changeJobStatus';
import { request } from './http';
import { jobSegmentsCountsKey } from './jobSegmentsCounts';
import { useSubmitMutation } from './useSubmitMutation';

export const linguistJobsKey = ['linguistJobs'] as const;

/** GET /api/job/filter: one page of the linguist's own jobs. */
export function fetchLinguistJobs(params: LinguistJobQuery): Promise<LinguistJobPage> {
  return request<LinguistJobPage>('/api/job/filter', {
    query: { ...params },
    failureMetric: 'loadLinguistJobsFailed',
  });
}

export function useLinguistJobsQuery(params: LinguistJobQuery) {
  return useQuery({
    queryKey: [...linguistJobsKey, params],
    queryFn: () => fetchLinguistJobs(params),
    placeholderData: keepPreviousData,
  });
}

export interface LinguistStatusChange {
  /** The selected job part ids by their project's uid: one call per project. */
  byProject: ReadonlyMap<string, readonly number[]>;
  newStatus: JobStatus;
}

/** POST /api/job/changeStatus once per project of the selection. */
export function useChangeLinguistJobStatus() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: async ({ byProject, newStatus }: LinguistStatusChange) => {
      for (const [projectUid, jobPartIds] of byProject)
        await changeJobStatus({ projectUid, jobPartIds: [...jobPartIds], newStatus });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: linguistJobsKey });
      await queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
    },
  });
}
