import { useQueryClient } from '@tanstack/react-query';
import type { Concept, ConceptInput } from '@tessera/contracts';
import { request } from './http';
import { termBaseKey } from './termBase';
import { useSubmitMutation } from './useSubmitMutation';

export interface ConceptEdit {
  id: number;
  conceptId: number;
  input: ConceptInput;
}

/** PUT /api/termBase/concept?id=&conceptId=: terms with an id are kept, others added, missing ones deleted. */
export function updateConcept({ id, conceptId, input }: ConceptEdit): Promise<Concept> {
  return request<Concept>('/api/termBase/concept', {
    method: 'PUT',
    query: { id, conceptId },
    body: input,
    failureMetric: 'updateConceptFailed',
  });
}

export function useUpdateConcept() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: updateConcept,
    onSuccess: (_concept, edit) =>
      queryClient.invalidateQueries({ queryKey: termBaseKey(edit.id) }),
  });
}
