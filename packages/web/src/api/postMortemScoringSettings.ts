import { useQuery } from '@tanstack/react-query';
import type { PostMortemScoringSettings } from '@tessera/contracts';
import { request } from './http';

export const postMortemScoringSettingsKey = ['postMortemScoringSettings'] as const;

/** GET /api/postMortemScoringSettings. */
export function fetchPostMortemScoringSettings(): Promise<PostMortemScoringSettings> {
  return request<PostMortemScoringSettings>('/api/postMortemScoringSettings', {
    failureMetric: 'loadPostMortemScoringSettingsFailed',
  });
}

export function usePostMortemScoringSettingsQuery() {
  return useQuery({
    queryKey: postMortemScoringSettingsKey,
    queryFn: fetchPostMortemScoringSettings,
  });
}
