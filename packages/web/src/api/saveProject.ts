import { useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectUpdateInput } from '@tessera/contracts';
import { request } from './http';
import { projectKey } from './project';
import { projectListsKey } from './projectList';
import { useSubmitMutation } from './useSubmitMutation';

export type ProjectUpdateBody = Omit<
  ProjectUpdateInput,
  'perLocaleMachineTranslateSettingsIds' | 'note'
> & {
  note?: string | null;
  perLocaleMachineTranslateSettingsIds?: string;
};

/** PUT /api/project with projectUid and the settings. */
export function saveProject(body: ProjectUpdateBody): Promise<Project> {
  return request<Project>('/api/project', {
    method: 'PUT',
    body,
    failureMetric: 'saveProjectFailed',
  });
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKey(project.uid), project);
      return queryClient.invalidateQueries({ queryKey: projectListsKey });
    },
  });
}
