import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { jobMessages, type JobPart } from '@tessera/contracts';
import type { DownloadedFile } from '../../../../api/download';
import { downloadBilingualFile, type BilingualFormat } from '../../../../api/downloadBilingualFile';
import { downloadCompletedFiles } from '../../../../api/downloadCompletedFiles';
import { downloadOriginalFiles } from '../../../../api/downloadOriginalFiles';
import { useFlash } from '../../../../components/flash';
import { saveFile } from '../../../../components/saveFile';
import { canDownloadAnyway, downloadWarningsOf, jobErrorText } from './jobFacts';

export type DownloadKind = 'original' | 'completed' | BilingualFormat;

type Selected = Pick<JobPart, 'id' | 'fileName' | 'targetLocale'>;

/** The Download menu's work: fetch, save, and on a refusal 'Failed to download file(s)'. */
export function useJobDownloads(level: number) {
  const { showFlash } = useFlash();
  const [downloading, setDownloading] = useState(false);

  const run = async (
    fetchFile: () => Promise<DownloadedFile>,
    jobs: readonly Selected[],
    retryAnyway?: () => void,
  ) => {
    setDownloading(true);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      const names = new Map(jobs.map((job) => [job.id, `${job.fileName} (${job.targetLocale})`]));
      const warnings = downloadWarningsOf(error);
      showFlash({
        type: 'error',
        header: jobMessages.downloadFailed,
        content: (
          <SpaceBetween size="xs">
            <Box variant="span">{jobErrorText(error)}</Box>
            {warnings.length > 1 &&
              warnings.map((warning) => (
                <Box variant="span" key={warning.jobPartId}>
                  {names.get(warning.jobPartId) ?? warning.jobPartId}: {warning.text}
                </Box>
              ))}
            {retryAnyway && canDownloadAnyway(error) && (
              <Button onClick={retryAnyway}>{jobMessages.downloadAnyway}</Button>
            )}
          </SpaceBetween>
        ),
      });
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

  return { download, downloading };
}
