import { useQueryClient } from '@tanstack/react-query';
import { REQUEST_CHECKSUM_HEADER, requestChecksum, type ProjectTemplate } from '@tessera/contracts';
import type { ProjectTemplateBody } from './createProjectTemplate';
import { request } from './http';
import { projectTemplateKey } from './projectTemplate';
import { projectTemplatesKey } from './projectTemplates';
import { useSubmitMutation } from './useSubmitMutation';

/** PUT /api/v2/projectTemplate with the request-checksum header of its body. */
export function saveProjectTemplate(
  body: ProjectTemplateBody & { id: number },
): Promise<ProjectTemplate> {
  return request<ProjectTemplate>('/api/v2/projectTemplate', {
    method: 'PUT',
    body,
    headers: { [REQUEST_CHECKSUM_HEADER]: requestChecksum(body) },
    failureMetric: 'saveProjectTemplateFailed',
  });
}

export function useSaveProjectTemplate() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveProjectTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData(projectTemplateKey(template.id), template);
      return queryClient.invalidateQueries({ queryKey: projectTemplatesKey });
    },
  });
}
