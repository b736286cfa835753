import { useQuery } from '@tanstack/react-query';
import type { HealthCheckResult } from '@tessera/contracts';
import { request } from './http';

/** GET /api/healthCheck?env=: the state of one environment. */
export function fetchHealthCheck(env: string): Promise<HealthCheckResult> {
  return request<HealthCheckResult>('/api/healthCheck', {
    query: { env },
    failureMetric: 'healthCheckFailed',
  });
}

export function useHealthCheckQuery(env: string) {
  return useQuery({
    queryKey: ['healthCheck', env],
    queryFn: () => fetchHealthCheck(env),
    retry: false,
  });
}
