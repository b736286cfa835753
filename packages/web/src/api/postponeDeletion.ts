import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@tessera/contracts';
import { changingHeaders } from './csrf';
import { request } from './http';
import { projectKey } from './project';
import { useSubmitMutation } from './useSubmitMutation';

/** GET /web/api/v9/project/postponeDeletion?project={uid}: moves the auto-deletion date on. */
export function postponeDeletion(uid: string): Promise<Project> {
  return request<Project>('/web/api/v9/project/postponeDeletion', {
    query: { project: uid },
    headers: changingHeaders(),
    failureMetric: 'postponeDeletionFailed',
  });
}

export function usePostponeDeletion() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: postponeDeletion,
    onSuccess: (project) => queryClient.setQueryData(projectKey(project.uid), project),
  });
}
