import { useQuery } from '@tanstack/react-query';
import type { ShellConfig } from '@tessera/contracts';
import { request } from './http';

export const shellConfigKey = ['shellConfig'] as const;

/** GET /api/shellConfig: legacy origin, internal email domains, health environments. */
export function fetchShellConfig(): Promise<ShellConfig> {
  return request<ShellConfig>('/api/shellConfig', { failureMetric: 'loadShellConfigFailed' });
}

export function useShellConfigQuery(enabled: boolean) {
  return useQuery({
    queryKey: shellConfigKey,
    queryFn: fetchShellConfig,
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
