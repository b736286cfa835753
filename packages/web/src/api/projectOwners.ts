import { useQuery } from '@tanstack/react-query';
import { OWNER_LIST_PAGE_SIZE, type User } from '@tessera/contracts';
import { request } from './http';

/** GET /web/api/v9/user/list?role=PROJECTMANAGER&role=ADMIN: who may own a project. */
export function fetchProjectOwners(): Promise<User[]> {
  return request<User[]>('/web/api/v9/user/list', {
    query: { role: ['PROJECTMANAGER', 'ADMIN'], pageSize: OWNER_LIST_PAGE_SIZE, extended: false },
    failureMetric: 'loadOwnersFailed',
  });
}

export function useProjectOwnersQuery(enabled = true) {
  return useQuery({ queryKey: ['projectOwners'], queryFn: fetchProjectOwners, enabled });
}
