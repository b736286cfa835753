import { useQuery } from '@tanstack/react-query';
import type { ReferenceFile } from '@tessera/contracts';
import { request } from './http';

export const templateReferenceFilesKey = (templateId: number) =>
  ['referenceFiles', 'template', templateId] as const;

/** GET /web/api/v9/referenceFile/listByProjectTemplate?template={id}. */
export function fetchTemplateReferenceFiles(templateId: number): Promise<ReferenceFile[]> {
  return request<ReferenceFile[]>('/web/api/v9/referenceFile/listByProjectTemplate', {
    query: { template: templateId },
    failureMetric: 'loadReferencesFailed',
  });
}

export function useTemplateReferenceFilesQuery(templateId: number | null) {
  return useQuery({
    queryKey: templateReferenceFilesKey(templateId ?? 0),
    queryFn: () => fetchTemplateReferenceFiles(templateId ?? 0),
    enabled: templateId !== null,
    retry: false,
  });
}
