import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@tessera/contracts';
import { request } from './http';
import { projectListsKey } from './projectList';
import { recycleBinKey } from './recycleBin';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/project/restore?uid=: takes a project out of the Recycle Bin. */
export function restoreProject(uid: string): Promise<Project> {
  return request<Project>('/api/project/restore', {
    method: 'POST',
    query: { uid },
    failureMetric: 'restoreProjectFailed',
  });
}

export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: restoreProject,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: recycleBinKey });
      await queryClient.invalidateQueries({ queryKey: projectListsKey });
    },
  });
}
