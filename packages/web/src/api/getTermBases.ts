import { useQuery } from '@tanstack/react-query';
import type { TbAssignment } from '@tessera/contracts';
import { ownerKey, ownerQuery, type AssignmentOwner } from './assignmentOwner';
import { request } from './http';

export const termBaseAssignmentsKey = (owner: AssignmentOwner) =>
  ['termBaseAssignments', ownerKey(owner)] as const;

/** GET /web/api/v9/project/getTermBases?project= or /web/api/v9/projectTemplate/getTermBases?template=. */
export function getTermBases(owner: AssignmentOwner): Promise<TbAssignment[]> {
  const path =
    owner.kind === 'project'
      ? '/web/api/v9/project/getTermBases'
      : '/web/api/v9/projectTemplate/getTermBases';
  return request<TbAssignment[]>(path, {
    query: ownerQuery(owner),
    failureMetric: 'loadTermBaseAssignmentsFailed',
  });
}

export function useTermBaseAssignmentsQuery(owner: AssignmentOwner | null) {
  return useQuery({
    queryKey: owner ? termBaseAssignmentsKey(owner) : ['termBaseAssignments', 'none'],
    queryFn: () => (owner ? getTermBases(owner) : Promise.resolve([])),
    enabled: owner !== null,
    retry: false,
  });
}
