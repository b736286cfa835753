import { useQuery } from '@tanstack/react-query';
import type { ScoringModelSummary } from '@tessera/contracts';
import { request } from './http';

export const scoringModelsKey = ['scoringModels'] as const;

/** GET /api/scoring/getAllScoringModels. */
export function fetchScoringModels(): Promise<ScoringModelSummary[]> {
  return request<ScoringModelSummary[]>('/api/scoring/getAllScoringModels', {
    failureMetric: 'loadScoringModelsFailed',
  });
}

export function useScoringModelsQuery() {
  return useQuery({ queryKey: scoringModelsKey, queryFn: fetchScoringModels });
}
