import { jobMessages } from '@tessera/contracts';

/** The scorecard types the page offers (spec 001 section 5); the server refuses any other. */
export const scorecardAccept = '.csv,.xlsx';

/** The file field's error: 'Scoring file is required' until a file is chosen. */
export function scorecardFileError(files: readonly File[]): string | undefined {
  return files.length === 0 ? jobMessages.scoringFileRequired : undefined;
}
