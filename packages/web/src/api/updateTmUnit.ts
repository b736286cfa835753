import { useQueryClient } from '@tanstack/react-query';
import type { TmUnit, TmUnitInput } from '@tessera/contracts';
import { request } from './http';
import { translationMemoryKey } from './translationMemory';
import { useSubmitMutation } from './useSubmitMutation';

export interface TmUnitEdit {
  id: number;
  unitId: number;
  input: TmUnitInput;
}

/** PUT /api/transMemory/unit?id=&unitId= {source, target}. */
export function updateTmUnit({ id, unitId, input }: TmUnitEdit): Promise<TmUnit> {
  return request<TmUnit>('/api/transMemory/unit', {
    method: 'PUT',
    query: { id, unitId },
    body: input,
    failureMetric: 'updateTmUnitFailed',
  });
}

export function useUpdateTmUnit() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: updateTmUnit,
    onSuccess: (_unit, edit) =>
      queryClient.invalidateQueries({ queryKey: translationMemoryKey(edit.id) }),
  });
}
