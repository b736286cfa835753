import { postForDownload, type DownloadedFile } from './download';

export type BilingualFormat = 'MXLF' | 'DOCX' | 'TMX';

/** POST /api/job/getBilingualFile: MXLIFF, bilingual DOCX or TMX; a zip (mode ZIP) when several. */
export function downloadBilingualFile(
  jobParts: readonly number[],
  format: BilingualFormat,
): Promise<DownloadedFile> {
  return postForDownload(
    '/api/job/getBilingualFile',
    {
      jobPart: jobParts,
      format,
      getBilingual: true,
      mode: jobParts.length > 1 ? 'ZIP' : undefined,
    },
    'downloadBilingualFileFailed',
  );
}
