import { jobMessages, type JobPart, type SegmentsCount } from '@tessera/contracts';
import { describe, expect, test } from 'vitest';
import { editorPath, openingRefusal, previousStepIncomplete } from './openingRules';

type Opened = Pick<JobPart, 'targetLocale' | 'creationTask' | 'status'>;
const job = (changes: Partial<Opened> = {}): Opened => ({
  targetLocale: 'de',
  creationTask: { status: 'OK', reason: null, finishedDataText: null },
  status: 'NEW',
  ...changes,
});
const failed = { status: 'ERROR' as const, reason: 'broken', finishedDataText: null };

describe('editor opening (spec 001 section 4)', () => {
  test('one job part opens alone, several in queue mode', () => {
    expect(editorPath([12])).toBe('/twe/translation/job/12');
    expect(editorPath([12, 13, 14])).toBe('/twe/translation/job/12-13-14?mode=jobPartQueue');
  });

  test('jobs of one target language that imported open', () => {
    expect(openingRefusal([job(), job({ status: 'ASSIGNED' })], false)).toBeNull();
  });

  test('refuses differing target languages', () => {
    expect(openingRefusal([job(), job({ targetLocale: 'fr' })], false)).toBe(
      jobMessages.editorDifferentTargets,
    );
  });

  test('refuses a failed import', () => {
    expect(openingRefusal([job(), job({ creationTask: failed })], false)).toBe(
      jobMessages.editorFailedImports,
    );
  });

  test('refuses completed or cancelled jobs to linguists only', () => {
    for (const status of ['COMPLETED_BY_LINGUIST', 'COMPLETED', 'CANCELLED'] as const) {
      expect(openingRefusal([job({ status })], true)).toBe(jobMessages.editorCompleted);
      expect(openingRefusal([job({ status })], false)).toBeNull();
    }
  });

  test('warns when a previous workflow step is not completed', () => {
    const count = (completed: boolean) =>
      ({ previousWorkflow: { completed } }) as unknown as SegmentsCount;
    expect(previousStepIncomplete([count(true), count(false)])).toBe(true);
    expect(previousStepIncomplete([count(true)])).toBe(false);
  });
});
