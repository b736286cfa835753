import { postForDownload, type DownloadedFile } from './download';

/** POST /api/job/getOriginalFiles: the uploaded files of the job parts (a zip when several). */
export function downloadOriginalFiles(jobParts: readonly number[]): Promise<DownloadedFile> {
  return postForDownload(
    '/api/job/getOriginalFiles',
    { jobPart: jobParts },
    'downloadOriginalFilesFailed',
  );
}
