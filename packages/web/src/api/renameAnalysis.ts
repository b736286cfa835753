import { useQueryClient } from '@tanstack/react-query';
import type { Analysis } from '@tessera/contracts';
import { request } from './http';
import { analysesKey } from './analysis';
import { useSubmitMutation } from './useSubmitMutation';

export interface AnalysisRenameInput {
  id: number;
  name: string;
}

/** PUT /api/analysis?id= with the new name (/web/analyse/edit). */
export function renameAnalysis({ id, name }: AnalysisRenameInput): Promise<Analysis> {
  return request<Analysis>('/api/analysis', {
    method: 'PUT',
    query: { id },
    body: { name },
    failureMetric: 'renameAnalysisFailed',
  });
}

export function useRenameAnalysis() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: renameAnalysis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
}
