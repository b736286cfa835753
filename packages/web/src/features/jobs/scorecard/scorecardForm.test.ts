import { describe, expect, it } from 'vitest';
import { jobMessages } from '@tessera/contracts';
import { scorecardAccept, scorecardFileError } from './scorecardForm';

describe('the import scorecard form', () => {
  it('needs a file, and offers .csv and .xlsx', () => {
    expect(scorecardFileError([])).toBe(jobMessages.scoringFileRequired);
    expect(scorecardFileError([new File(['x'], 'scorecard.csv')])).toBeUndefined();
    expect(scorecardAccept).toBe('.csv,.xlsx');
  });
});
