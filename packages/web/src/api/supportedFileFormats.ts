import { useQuery } from '@tanstack/react-query';
import type { FileFormat } from '@tessera/contracts';
import { request } from './http';

/** GET /web/api/v9/file/getSupportedFileFormats. */
export function fetchSupportedFileFormats(): Promise<FileFormat[]> {
  return request<FileFormat[]>('/web/api/v9/file/getSupportedFileFormats', {
    failureMetric: 'loadFileFormatsFailed',
  });
}

export function useSupportedFileFormatsQuery() {
  return useQuery({ queryKey: ['supportedFileFormats'], queryFn: fetchSupportedFileFormats });
}
