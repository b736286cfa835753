import { useQuery } from '@tanstack/react-query';
import type { ProjectTemplate } from '@tessera/contracts';
import { request } from './http';

export const projectTemplateKey = (id: number) => ['projectTemplate', id] as const;

/** GET /api/v2/projectTemplate?id=. */
export function fetchProjectTemplate(id: number): Promise<ProjectTemplate> {
  return request<ProjectTemplate>('/api/v2/projectTemplate', {
    query: { id },
    failureMetric: 'loadProjectTemplateFailed',
  });
}

export function useProjectTemplateQuery(id: number | null) {
  return useQuery({
    queryKey: projectTemplateKey(id ?? 0),
    queryFn: () => fetchProjectTemplate(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
