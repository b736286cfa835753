import { useQuery } from '@tanstack/react-query';
import type { TranslationMemory } from '@tessera/contracts';
import { request } from './http';

export const translationMemoriesKey = ['translationMemories'] as const;

/** GET /api/transMemory/list: the organization's memories and other organizations' public ones. */
export function fetchTranslationMemories(): Promise<TranslationMemory[]> {
  return request<TranslationMemory[]>('/api/transMemory/list', {
    failureMetric: 'loadTranslationMemoriesFailed',
  });
}

export function useTranslationMemoriesQuery() {
  return useQuery({ queryKey: translationMemoriesKey, queryFn: fetchTranslationMemories });
}
