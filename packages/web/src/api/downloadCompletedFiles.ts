import { postForDownload, type DownloadedFile } from './download';

export interface CompletedFilesRequest {
  jobParts: readonly number[];
  /** False downloads despite QA warnings and unfinished segments ('Download anyway'). */
  failOnWarnings: boolean;
  level: number;
}

/** POST /api/job/getCompletedFiles: the translated files (a zip when several). */
export function downloadCompletedFiles(request: CompletedFilesRequest): Promise<DownloadedFile> {
  return postForDownload(
    '/api/job/getCompletedFiles',
    { jobPart: request.jobParts, failOnWarnings: request.failOnWarnings, level: request.level },
    'downloadCompletedFilesFailed',
  );
}
