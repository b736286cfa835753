import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { projectTemplatesKey } from './projectTemplates';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/v2/projectTemplate?id=. */
export function deleteProjectTemplate(id: number): Promise<void> {
  return request<void>('/api/v2/projectTemplate', {
    method: 'DELETE',
    query: { id },
    failureMetric: 'deleteProjectTemplateFailed',
  });
}

export function useDeleteProjectTemplate() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteProjectTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectTemplatesKey }),
  });
}
