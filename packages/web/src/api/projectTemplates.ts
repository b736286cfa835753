import { useQuery } from '@tanstack/react-query';
import type { ProjectTemplateSummary } from '@tessera/contracts';
import { request } from './http';

export const projectTemplatesKey = ['projectTemplates'] as const;
// The template list page shows every template on one page.
const TEMPLATE_LIST_PAGE_SIZE = 1000;

/** GET /api/v2/projectTemplate/list. */
export function fetchProjectTemplates(): Promise<ProjectTemplateSummary[]> {
  return request<ProjectTemplateSummary[]>('/api/v2/projectTemplate/list', {
    query: { pageSize: TEMPLATE_LIST_PAGE_SIZE },
    failureMetric: 'loadProjectTemplatesFailed',
  });
}

export function useProjectTemplatesQuery() {
  return useQuery({ queryKey: projectTemplatesKey, queryFn: fetchProjectTemplates });
}
