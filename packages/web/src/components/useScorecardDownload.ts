import { useState } from 'react';
import { format, jobMessages } from '@tessera/contracts';
import { postForDownload, type FormValue } from '../api/download';
import { useFlash } from './flash';
import { jobErrorText } from './jobFacts';
import { saveFile } from './saveFile';

/** A scorecard download (of job parts or of groups), saved as a file; a failure is flashed. */
export function useScorecardDownload() {
  const { showFlash } = useFlash();
  const [downloading, setDownloading] = useState(false);
  const download = async (
    path: '/api/scoring/downloadScoreCard' | '/api/scoring/downloadScoreCardByTarget',
    fields: Record<string, FormValue>,
  ) => {
    setDownloading(true);
    try {
      const file = await postForDownload(path, fields, 'downloadScoreCardFailed');
      saveFile(file.blob, file.fileName);
    } catch (error) {
      showFlash({
        type: 'error',
        content: format(jobMessages.downloadScorecardFailed, { error: jobErrorText(error) }),
      });
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

/** The two formats of a scorecard, as the Download menus offer them. */
export const scorecardFormats = [
  { id: 'CSV', text: 'Scorecard (CSV)' },
  { id: 'XLSX', text: 'Scorecard (XLSX)' },
];
