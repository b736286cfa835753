import { useQueryClient } from '@tanstack/react-query';
import type { SampledQaMappings } from '@tessera/contracts';
import { request } from './http';
import { sampledQaMappingsKey } from './sampledQaMappings';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/scoring/importSampledQAMappings, the .xlsx in the multipart field mappingsFileName. */
export function importSampledQaMappings(file: File): Promise<SampledQaMappings> {
  const form = new FormData();
  form.append('mappingsFileName', file);
  return request<SampledQaMappings>('/api/scoring/importSampledQAMappings', {
    method: 'POST',
    body: form,
    failureMetric: 'importScoringMappingsFailed',
  });
}

export function useImportSampledQaMappings() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: importSampledQaMappings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampledQaMappingsKey }),
  });
}
