import { useQuery } from '@tanstack/react-query';
import type { TmAssignment } from '@tessera/contracts';
import { ownerKey, ownerQuery, type AssignmentOwner } from './assignmentOwner';
import { request } from './http';

export const transMemoryAssignmentsKey = (owner: AssignmentOwner) =>
  ['transMemoryAssignments', ownerKey(owner)] as const;

/** GET /web/api/v2/project/getTransMemories?project= or /web/api/v2/projectTemplate/getTransMemories?template=. */
export function getTransMemories(owner: AssignmentOwner): Promise<TmAssignment[]> {
  const path =
    owner.kind === 'project'
      ? '/web/api/v2/project/getTransMemories'
      : '/web/api/v2/projectTemplate/getTransMemories';
  return request<TmAssignment[]>(path, {
    query: ownerQuery(owner),
    failureMetric: 'loadTransMemoryAssignmentsFailed',
  });
}

export function useTransMemoryAssignmentsQuery(owner: AssignmentOwner | null) {
  return useQuery({
    queryKey: owner ? transMemoryAssignmentsKey(owner) : ['transMemoryAssignments', 'none'],
    queryFn: () => (owner ? getTransMemories(owner) : Promise.resolve([])),
    enabled: owner !== null,
    retry: false,
  });
}
