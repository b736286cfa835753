import { useQuery } from '@tanstack/react-query';
import type { SampledQaMappings } from '@tessera/contracts';
import { request } from './http';

export const sampledQaMappingsKey = ['sampledQaMappings'] as const;

/** GET /api/scoring/sampledQAMappings: which scoring model scores each project template. */
export function fetchSampledQaMappings(): Promise<SampledQaMappings> {
  return request<SampledQaMappings>('/api/scoring/sampledQAMappings', {
    failureMetric: 'loadScoringMappingsFailed',
  });
}

export function useSampledQaMappingsQuery(enabled: boolean) {
  return useQuery({ queryKey: sampledQaMappingsKey, queryFn: fetchSampledQaMappings, enabled });
}
