import { useQuery } from '@tanstack/react-query';
import type { ProjectListItem } from '@tessera/contracts';
import { request } from './http';

export const recycleBinKey = ['recycleBin'] as const;

/** GET /api/project/recycleBin: the binned projects, newest first. */
export function fetchRecycleBin(pageSize: number): Promise<ProjectListItem[]> {
  return request<ProjectListItem[]>('/api/project/recycleBin', {
    query: { pageSize, sortField: 'dateCreated', sortOrder: 'DESC' },
    failureMetric: 'loadRecycleBinFailed',
  });
}

export function useRecycleBinQuery(pageSize: number) {
  return useQuery({
    queryKey: [...recycleBinKey, pageSize],
    queryFn: () => fetchRecycleBin(pageSize),
  });
}
