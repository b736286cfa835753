import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobListQuery, JobPart } from '@tessera/contracts';
import { request } from './http';

export interface ProjectJobsPage {
  jobs: JobPart[];
  totalJobs: number;
  pages: number;
  editorUrl: string;
  atmsServerUrl: string;
}

export type ProjectJobsParams = JobListQuery;

export const projectJobsKey = ['projectJobs'] as const;

/** GET /api/job/listByProject: one page (50) of a project's jobs at one workflow level. */
export function fetchProjectJobs(params: ProjectJobsParams): Promise<ProjectJobsPage> {
  return request<ProjectJobsPage>('/api/job/listByProject', {
    query: { ...params },
    failureMetric: 'loadJobPartsFailed',
  });
}

export function useProjectJobsQuery(params: ProjectJobsParams) {
  return useQuery({
    queryKey: [...projectJobsKey, params],
    queryFn: () => fetchProjectJobs(params),
    placeholderData: keepPreviousData,
  });
}
