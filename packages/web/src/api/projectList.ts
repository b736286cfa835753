import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LinguistProjectListItem, ProjectListItem, ProjectPage } from '@tessera/contracts';
import { request, type RequestOptions } from './http';

export type ProjectListRow = ProjectListItem | LinguistProjectListItem;
export type ProjectListAnswer = ProjectListRow[] | ProjectPage;
export type ProjectListParams = NonNullable<RequestOptions['query']>;

export const projectListsKey = ['projectList'] as const;

/** GET /api/project/list: a plain page, or {projects, paging} with withPagination=true. */
export function fetchProjectList(params: ProjectListParams): Promise<ProjectListAnswer> {
  return request<ProjectListAnswer>('/api/project/list', {
    query: params,
    failureMetric: 'loadProjectsFailed',
  });
}

export function useProjectListQuery(params: ProjectListParams) {
  return useQuery({
    queryKey: [...projectListsKey, params],
    // A superseded answer is dropped by the query cache, so an aborted list stays silent.
    queryFn: () => fetchProjectList(params),
    placeholderData: keepPreviousData,
  });
}
