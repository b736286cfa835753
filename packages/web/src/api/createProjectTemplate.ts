import { useQueryClient } from '@tanstack/react-query';
import type { ProjectTemplate, ProjectTemplateInput } from '@tessera/contracts';
import { request } from './http';
import { projectTemplatesKey } from './projectTemplates';
import { useSubmitMutation } from './useSubmitMutation';

export type ProjectTemplateBody = Partial<
  Omit<ProjectTemplateInput, 'perLocaleMachineTranslateSettingsIds'>
> & {
  projectTemplateName: string;
  perLocaleMachineTranslateSettingsIds?: string;
};

/** POST /api/v2/projectTemplate. */
export function createProjectTemplate(body: ProjectTemplateBody): Promise<ProjectTemplate> {
  return request<ProjectTemplate>('/api/v2/projectTemplate', {
    method: 'POST',
    body,
    failureMetric: 'createProjectTemplateFailed',
  });
}

export function useCreateProjectTemplate() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createProjectTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTemplatesKey }),
  });
}
