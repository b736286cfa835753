import { useQuery } from '@tanstack/react-query';
import type { ReferenceFile } from '@tessera/contracts';
import { request } from './http';

export const projectReferenceFilesKey = (projectUid: string) =>
  ['referenceFiles', 'project', projectUid] as const;

/** GET /web/api/v9/referenceFile/listByProject?project={uid}. */
export function fetchProjectReferenceFiles(projectUid: string): Promise<ReferenceFile[]> {
  return request<ReferenceFile[]>('/web/api/v9/referenceFile/listByProject', {
    query: { project: projectUid },
    failureMetric: 'loadReferencesFailed',
  });
}

export function useProjectReferenceFilesQuery(projectUid: string | null) {
  return useQuery({
    queryKey: projectReferenceFilesKey(projectUid ?? ''),
    queryFn: () => fetchProjectReferenceFiles(projectUid ?? ''),
    enabled: projectUid !== null,
    retry: false,
  });
}
