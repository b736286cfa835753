import { useState } from 'react';
import type { JobPart } from '@tessera/contracts';
import type { DownloadedFile } from '../../../../api/download';
import { downloadBilingualFile, type BilingualFormat } from '../../../../api/downloadBilingualFile';
import { downloadCompletedFiles } from '../../../../api/downloadCompletedFiles';
import { downloadOriginalFiles } from '../../../../api/downloadOriginalFiles';
import { saveFile } from '../../../../components/saveFile';

export type DownloadKind = 'original' | 'completed' | BilingualFormat;

type Selected = Pick<JobPart, 'id' | 'fileName' | 'targetLocale'>;

/** A refused download: what the server said, for which jobs, and how to ask again without checks. */
export interface DownloadFailure {
  error: unknown;
  jobs: readonly Selected[];
  retryAnyway?: () => void;
}

/** The Download menu's work: fetch, save, and on a refusal the failure to show beside the menu. */
export function useJobDownloads(level: number) {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<DownloadFailure | null>(null);

  const run = async (
    fetchFile: () => Promise<DownloadedFile>,
    jobs: readonly Selected[],
    retryAnyway?: () => void,
  ) => {
    setDownloading(true);
    setFailure(null);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      setFailure({ error, jobs, retryAnyway });
    } finally {
      setDownloading(false);
    }
  };

  const completed = (jobs: readonly Selected[], failOnWarnings: boolean): Promise<void> =>
    run(
      () => downloadCompletedFiles({ jobParts: jobs.map((job) => job.id), failOnWarnings, level }),
      jobs,
      failOnWarnings ? () => void completed(jobs, false) : undefined,
    );

  const download = (kind: DownloadKind, jobs: readonly Selected[]) => {
    const ids = jobs.map((job) => job.id);
    if (kind === 'original') return run(() => downloadOriginalFiles(ids), jobs);
    if (kind === 'completed') return completed(jobs, true);
    return run(() => downloadBilingualFile(ids, kind), jobs);
  };

  return { download, downloading, failure, dismissFailure: () => setFailure(null) };
}
