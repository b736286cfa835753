import { useQuery } from '@tanstack/react-query';
import type { Project } from '@tessera/contracts';
import { request } from './http';

export const projectKey = (uid: string) => ['project', uid] as const;

/** GET /api/project?uid=. */
export function fetchProject(uid: string): Promise<Project> {
  return request<Project>('/api/project', { query: { uid }, failureMetric: 'loadProjectFailed' });
}

export function useProjectQuery(uid: string | undefined) {
  return useQuery({
    queryKey: projectKey(uid ?? ''),
    queryFn: () => fetchProject(uid ?? ''),
    enabled: Boolean(uid),
    retry: false,
  });
}
