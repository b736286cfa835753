import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { translationMemoryKey } from './translationMemory';
import { useSubmitMutation } from './useSubmitMutation';

export interface TmUnitRef {
  id: number;
  unitId: number;
}

/** DELETE /api/transMemory/unit?id=&unitId=. */
export function deleteTmUnit({ id, unitId }: TmUnitRef): Promise<void> {
  return request<void>('/api/transMemory/unit', {
    method: 'DELETE',
    query: { id, unitId },
    failureMetric: 'deleteTmUnitFailed',
  });
}

export function useDeleteTmUnit() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteTmUnit,
    onSuccess: (_done, ref) =>
      queryClient.invalidateQueries({ queryKey: translationMemoryKey(ref.id) }),
  });
}
