import { useQueryClient } from '@tanstack/react-query';
import type { ImportedScoringModel } from '@tessera/contracts';
import { request } from './http';
import { scoringModelsKey } from './scoringModels';
import { useSubmitMutation } from './useSubmitMutation';

/** POST /api/scoring/updateScoringModel, the .xlsx in the multipart field scoringFileName. */
export function updateScoringModel(file: File): Promise<ImportedScoringModel> {
  const form = new FormData();
  form.append('scoringFileName', file);
  return request<ImportedScoringModel>('/api/scoring/updateScoringModel', {
    method: 'POST',
    body: form,
    failureMetric: 'importScoringModelFailed',
  });
}

export function useUpdateScoringModel() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: updateScoringModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoringModelsKey }),
  });
}
