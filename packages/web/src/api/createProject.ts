import { useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectCreateInput } from '@tessera/contracts';
import { request } from './http';
import { projectListsKey } from './projectList';
import { useSubmitMutation } from './useSubmitMutation';

// What the wizard sends: the per-locale engine map goes as a JSON string (spec 000 section 3).
export type ProjectCreateBody = Omit<
  ProjectCreateInput,
  'perLocaleMachineTranslateSettingsIds' | 'note'
> & {
  note?: string | null;
  perLocaleMachineTranslateSettingsIds?: string;
};

/** POST /api/project. */
export function createProject(body: ProjectCreateBody): Promise<Project> {
  return request<Project>('/api/project', {
    method: 'POST',
    body,
    failureMetric: 'createProjectFailed',
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListsKey }),
  });
}
