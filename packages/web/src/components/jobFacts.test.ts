import { describe, expect, test } from 'vitest';
import { jobErrorCodes, jobStatusLabels, type JobPart, type JobStatus } from '@tessera/contracts';
import { ApiError } from '../api/http';
import {
  allImported,
  canDownloadAnyway,
  deletable,
  downloadWarningsOf,
  jobErrorText,
  linguistActionEnabled,
  linguistActions,
  progressPercent,
  statusChoiceEnabled,
} from './jobFacts';

type Job = Pick<JobPart, 'status' | 'creationTask' | 'hasParent' | 'assignees'>;
const job = (
  status: JobStatus,
  creation: 'OK' | 'RUNNING' | 'ERROR' = 'OK',
  extra: Partial<Job> = {},
): Job => ({
  status,
  creationTask: { status: creation, reason: null, finishedDataText: null },
  hasParent: false,
  assignees: [],
  ...extra,
});
const action = (id: string) => {
  const found = linguistActions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
const apiError = (body: ConstructorParameters<typeof ApiError>[1]) => new ApiError(400, body);

describe('job facts', () => {
  test('progress is confirmed over all segments, capped at 99.9 below 100', () => {
    expect(progressPercent(0, 0)).toBeNull();
    expect(progressPercent(1, 3)).toBe(33.3);
    expect(progressPercent(9999, 10000)).toBe(99.9);
    expect(progressPercent(19999, 20000)).toBe(99.9);
    expect(progressPercent(4, 4)).toBe(100);
  });

  test('status labels are the texts of spec 002 section 9', () => {
    expect(jobStatusLabels).toEqual({
      NEW: 'New',
      EMAILED: 'Emailed',
      ASSIGNED: 'Accepted',
      DECLINED_BY_LINGUIST: 'Declined',
      COMPLETED_BY_LINGUIST: 'Completed',
      COMPLETED: 'Delivered',
      CANCELLED: 'Cancelled',
    });
  });

  test('error codes map details.errorCode, else the error name, else the description', () => {
    const body = { errorCode: 'Refused', errorDescription: 'No way' };
    expect(
      jobErrorText(apiError({ ...body, details: { errorCode: 'JobContainsEmptyTargets' } })),
    ).toBe(jobErrorCodes.JobContainsEmptyTargets);
    expect(
      jobErrorText(apiError({ errorCode: 'JobSegmentsUnconfirmed', errorDescription: 'x' })),
    ).toBe(jobErrorCodes.JobSegmentsUnconfirmed);
    expect(jobErrorText(apiError({ ...body, details: { errorCode: 'Other' } }))).toBe('No way');
    expect(jobErrorText(apiError({ errorCode: 'Refused', errorDescription: '' }))).toBe('Refused');
    expect(jobErrorText(new Error('offline'))).toBe('offline');
  });

  test('download warnings offer Download anyway', () => {
    const refused = apiError({
      errorCode: 'JobSegmentsUnconfirmed',
      errorDescription: 'x',
      details: {
        errorCode: 'JobSegmentsUnconfirmed',
        warnings: [{ jobPartId: 7, errorCode: 'JobContainsEmptyTargets' }],
      },
    });
    expect(downloadWarningsOf(refused)).toEqual([
      { jobPartId: 7, text: jobErrorCodes.JobContainsEmptyTargets },
    ]);
    expect(canDownloadAnyway(refused)).toBe(true);
    expect(canDownloadAnyway(apiError({ errorCode: 'NotFound', errorDescription: 'x' }))).toBe(
      false,
    );
  });

  test('actions need a selection whose every job was imported; delete holds back running imports', () => {
    expect(allImported([])).toBe(false);
    expect(allImported([job('NEW'), job('COMPLETED')])).toBe(true);
    expect(allImported([job('NEW'), job('NEW', 'RUNNING')])).toBe(false);
    expect(allImported([job('NEW', 'ERROR')])).toBe(false);
    expect(deletable([job('NEW', 'ERROR'), job('NEW')])).toBe(true);
    expect(deletable([job('NEW', 'RUNNING')])).toBe(false);
    expect(deletable([])).toBe(false);
  });

  test('linguist actions follow the transitions and wait for a running change', () => {
    expect(linguistActionEnabled(action('accept'), [job('NEW'), job('EMAILED')], false)).toBe(true);
    expect(linguistActionEnabled(action('accept'), [job('NEW'), job('ASSIGNED')], false)).toBe(
      false,
    );
    expect(linguistActionEnabled(action('decline'), [job('EMAILED')], false)).toBe(true);
    expect(linguistActionEnabled(action('complete'), [job('ASSIGNED')], false)).toBe(true);
    expect(linguistActionEnabled(action('complete'), [job('NEW')], false)).toBe(false);
    expect(linguistActionEnabled(action('accept'), [job('NEW')], true)).toBe(false);
    expect(linguistActionEnabled(action('accept'), [job('NEW', 'RUNNING')], false)).toBe(false);
    expect(linguistActionEnabled(action('accept'), [], false)).toBe(false);
  });

  test('Canceled is refused for jobs with a parent, Accepted for several assignees', () => {
    const two = [
      { id: 1, type: 'USER' as const, name: 'a', buyerUserId: null },
      { id: 2, type: 'USER' as const, name: 'b', buyerUserId: null },
    ];
    expect(statusChoiceEnabled('CANCELLED', [job('NEW', 'OK', { hasParent: true })])).toBe(false);
    expect(statusChoiceEnabled('CANCELLED', [job('NEW')])).toBe(true);
    expect(statusChoiceEnabled('ASSIGNED', [job('NEW', 'OK', { assignees: two })])).toBe(false);
    expect(statusChoiceEnabled('COMPLETED', [job('NEW', 'OK', { assignees: two })])).toBe(true);
  });
});
