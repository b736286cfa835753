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

/** `ready` holds the call until the query it depends on is known. */
export function useProjectListQuery(params: ProjectListParams, ready: boolean) {
  return useQuery({
    enabled: ready,
    queryKey: [...projectListsKey, params],
    // A superseded answer is dropped by the query cache, so an aborted list stays silent.
    queryFn: () => fetchProjectList(params),
    placeholderData: keepPreviousData,
  });
}
