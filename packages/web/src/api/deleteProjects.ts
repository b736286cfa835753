import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { projectListsKey } from './projectList';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /api/project?uid=…: moves the projects to the Recycle Bin. */
export function deleteProjects(uids: readonly string[]): Promise<void> {
  return request<void>('/api/project', {
    method: 'DELETE',
    query: { uid: uids },
    failureMetric: 'deleteProjectsFailed',
  });
}

export function useDeleteProjects() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteProjects,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListsKey }),
  });
}
