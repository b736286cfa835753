import { useQuery } from '@tanstack/react-query';
import type { ShellConfig } from '@tessera/contracts';
import { request } from './http';

/** GET /api/shellConfig: legacy origin, internal email domains, health environments. */
export function fetchShellConfig(): Promise<ShellConfig> {
  return request<ShellConfig>('/api/shellConfig', { failureMetric: 'loadShellConfigFailed' });
}

export function useShellConfigQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['shellConfig'],
    queryFn: fetchShellConfig,
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
