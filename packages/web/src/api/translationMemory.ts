import { useQuery } from '@tanstack/react-query';
import type { TranslationMemory } from '@tessera/contracts';
import { request } from './http';
import { translationMemoriesKey } from './translationMemories';

export const translationMemoryKey = (id: number) => [...translationMemoriesKey, id] as const;

/** GET /api/transMemory?id=. */
export function fetchTranslationMemory(id: number): Promise<TranslationMemory> {
  return request<TranslationMemory>('/api/transMemory', {
    query: { id },
    failureMetric: 'loadTranslationMemoryFailed',
  });
}

export function useTranslationMemoryQuery(id: number) {
  return useQuery({
    queryKey: translationMemoryKey(id),
    queryFn: () => fetchTranslationMemory(id),
    enabled: id > 0,
    retry: false,
  });
}
