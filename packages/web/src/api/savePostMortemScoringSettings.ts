import { useQueryClient } from '@tanstack/react-query';
import type { PostMortemScoringSettings } from '@tessera/contracts';
import { request } from './http';
import { postMortemScoringSettingsKey } from './postMortemScoringSettings';
import { useSubmitMutation } from './useSubmitMutation';

/** PUT /api/postMortemScoringSettings {enablePostMortemScoring}. */
export function savePostMortemScoringSettings(
  enablePostMortemScoring: boolean,
): Promise<Pick<PostMortemScoringSettings, 'enabled'>> {
  return request('/api/postMortemScoringSettings', {
    method: 'PUT',
    body: { enablePostMortemScoring },
    failureMetric: 'updatePostMortemScoringSettingsFailed',
  });
}

export function useSavePostMortemScoringSettings() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: savePostMortemScoringSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postMortemScoringSettingsKey }),
  });
}
