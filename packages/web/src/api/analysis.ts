import { useQuery } from '@tanstack/react-query';
import type { Analysis, AnalysisListItem } from '@tessera/contracts';
import { request } from './http';

export const analysesKey = ['analyses'] as const;
export const analysisKey = (id: number) => [...analysesKey, 'one', id] as const;
const projectAnalysesKey = (projectUid: string) => [...analysesKey, 'project', projectUid] as const;

/** GET /api/analysis?id=: one analysis with its figures per job and in total. */
export function fetchAnalysis(id: number): Promise<Analysis> {
  return request<Analysis>('/api/analysis', { query: { id }, failureMetric: 'loadAnalysisFailed' });
}

export function useAnalysisQuery(id: number | null) {
  return useQuery({
    queryKey: analysisKey(id ?? 0),
    queryFn: () => fetchAnalysis(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}

/** GET /api/analysis/listByProject?projectUid=. */
export function fetchProjectAnalyses(projectUid: string): Promise<AnalysisListItem[]> {
  return request<AnalysisListItem[]>('/api/analysis/listByProject', {
    query: { projectUid },
    failureMetric: 'loadAnalysesFailed',
  });
}

export function useProjectAnalysesQuery(projectUid: string) {
  return useQuery({
    queryKey: projectAnalysesKey(projectUid),
    queryFn: () => fetchProjectAnalyses(projectUid),
  });
}
