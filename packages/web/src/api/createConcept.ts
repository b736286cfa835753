import { useQueryClient } from '@tanstack/react-query';
import type { Concept, ConceptInput } from '@tessera/contracts';
import { request } from './http';
import { termBaseKey } from './termBase';
import { useSubmitMutation } from './useSubmitMutation';

export interface ConceptCreate {
  id: number;
  input: ConceptInput;
}

/** POST /api/termBase/concept?id=. */
export function createConcept({ id, input }: ConceptCreate): Promise<Concept> {
  return request<Concept>('/api/termBase/concept', {
    method: 'POST',
    query: { id },
    body: input,
    failureMetric: 'createConceptFailed',
  });
}

export function useCreateConcept() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: createConcept,
    onSuccess: (_concept, create) =>
      queryClient.invalidateQueries({ queryKey: termBaseKey(create.id) }),
  });
}
