import { useQueryClient } from '@tanstack/react-query';
import type { ProjectShareInput } from '@tessera/contracts';
import { request } from './http';
import { projectListsKey } from './projectList';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/project/share: shares the projects with the vendors. */
export function shareProjects(input: ProjectShareInput): Promise<void> {
  return request<void>('/api/project/share', {
    method: 'POST',
    body: input,
    failureMetric: 'shareProjectsFailed',
  });
}

export function useShareProjects() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: shareProjects,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListsKey }),
  });
}
