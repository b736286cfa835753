import { useQuery } from '@tanstack/react-query';
import type { JobAssignees, JobAssigneesQuery } from '@tessera/contracts';
import { request } from './http';

/** GET /web/api/v9/job/getUsersAndVendorsForJobAssign (an empty query in the creation wizard). */
export function fetchJobAssignees(query: JobAssigneesQuery = {}): Promise<JobAssignees> {
  return request<JobAssignees>('/web/api/v9/job/getUsersAndVendorsForJobAssign', {
    query: { ...query },
    failureMetric: 'loadUsersFailed',
  });
}

export function useJobAssigneesQuery(query: JobAssigneesQuery = {}) {
  return useQuery({ queryKey: ['jobAssignees', query], queryFn: () => fetchJobAssignees(query) });
}
