import type { analysisDownloadFormats } from '@tessera/contracts';

export type AnalysisDownloadFormat = (typeof analysisDownloadFormats)[number];

/** GET /api/analysis/download?id=&format=: the browser saves the file the server names. */
export function analysisDownloadHref(id: number, format: AnalysisDownloadFormat): string {
  return `/api/analysis/download?${new URLSearchParams({ id: String(id), format }).toString()}`;
}
