import { useQuery } from '@tanstack/react-query';
import type { ScoringConfigs, ScoringGroup } from '@tessera/contracts';
import { request } from './http';

/** GET /api/scoring/bulkGetGroups: the groups' figures, for the project list and summary. */
export function fetchScoringGroups(groupIds: readonly number[]): Promise<ScoringGroup[]> {
  return request<ScoringGroup[]>('/api/scoring/bulkGetGroups', {
    query: { groupIds: groupIds.join(',') },
    failureMetric: 'loadScoringGroupsFailed',
  });
}

export function useScoringGroupsQuery(groupIds: readonly number[]) {
  return useQuery({
    queryKey: ['scoringGroups', [...groupIds].sort((a, b) => a - b)],
    queryFn: () => fetchScoringGroups(groupIds),
    enabled: groupIds.length > 0,
  });
}

/** GET /api/scoring/getAllConfigs: a project's scoring steps, their groups and its status. */
export function useScoringConfigsQuery(projectUid: string) {
  return useQuery({
    queryKey: ['scoringConfigs', projectUid],
    queryFn: () =>
      request<ScoringConfigs>('/api/scoring/getAllConfigs', {
        query: { project: projectUid },
        failureMetric: 'loadScoringConfigsFailed',
      }),
  });
}
