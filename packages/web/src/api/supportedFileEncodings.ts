import { useQuery } from '@tanstack/react-query';
import { request } from './http';

/** GET /web/api/v9/file/getSupportedFileEncodings: 'Auto-detect' first, then Java charset names. */
export function fetchSupportedFileEncodings(): Promise<string[]> {
  return request<string[]>('/web/api/v9/file/getSupportedFileEncodings', {
    failureMetric: 'loadFileEncodingsFailed',
  });
}

export function useSupportedFileEncodingsQuery() {
  return useQuery({ queryKey: ['supportedFileEncodings'], queryFn: fetchSupportedFileEncodings });
}
