import { useQueryClient } from '@tanstack/react-query';
import type { SavedProjectFilters } from '@tessera/contracts';
import { request } from './http';
import { projectFiltersKey } from './projectFilters';
import { useSubmitMutation } from './useSubmitMutation';

/** PUT /api/projectFilter: replaces the user's saved filters as a whole. */
export function saveProjectFilters(saved: SavedProjectFilters): Promise<SavedProjectFilters> {
  return request<SavedProjectFilters>('/api/projectFilter', {
    method: 'PUT',
    body: saved,
    failureMetric: 'saveProjectFiltersFailed',
  });
}

export function useSaveProjectFilters() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: saveProjectFilters,
    onSuccess: (saved) => queryClient.setQueryData(projectFiltersKey, saved),
  });
}
