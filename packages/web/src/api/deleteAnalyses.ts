import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { analysesKey } from './analysis';
import { useSubmitMutation } from './useSubmitMutation';

/** DELETE /web/api/v2/analyse/delete?analyse=…, one analyse parameter per analysis. */
export function deleteAnalyses(ids: readonly number[]): Promise<void> {
  return request<void>('/web/api/v2/analyse/delete', {
    method: 'DELETE',
    query: { analyse: ids },
    failureMetric: 'deleteAnalysesFailed',
  });
}

export function useDeleteAnalyses() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteAnalyses,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysesKey }),
  });
}
