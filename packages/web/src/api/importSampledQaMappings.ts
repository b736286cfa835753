import { request } from './http';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/scoring/importSampledQAMappings, the .xlsx in the multipart field mappingsFileName. */
export function importSampledQaMappings(file: File): Promise<unknown> {
  const form = new FormData();
  form.append('mappingsFileName', file);
  return request<unknown>('/api/scoring/importSampledQAMappings', {
    method: 'POST',
    body: form,
    failureMetric: 'importScoringMappingsFailed',
  });
}

export function useImportSampledQaMappings() {
  return useSubmitMutation({ mutationFn: importSampledQaMappings });
}
