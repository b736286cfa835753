import { useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { termBaseKey } from './termBase';
import { useSubmitMutation } from './useSubmitMutation';

export interface ConceptRef {
  id: number;
  conceptId: number;
}

/** DELETE /api/termBase/concept?id=&conceptId=. */
export function deleteConcept({ id, conceptId }: ConceptRef): Promise<void> {
  return request<void>('/api/termBase/concept', {
    method: 'DELETE',
    query: { id, conceptId },
    failureMetric: 'deleteConceptFailed',
  });
}

export function useDeleteConcept() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: deleteConcept,
    onSuccess: (_done, ref) => queryClient.invalidateQueries({ queryKey: termBaseKey(ref.id) }),
  });
}
