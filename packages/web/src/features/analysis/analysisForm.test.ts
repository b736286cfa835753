import { describe, expect, test } from 'vitest';
import { AnalysisCreateRequest, jobMessages, type ProjectWorkflowStep } from '@tessera/contracts';
import {
  analysisFormErrors,
  analysisRequestOf,
  compareAvailable,
  compareOptions,
  initialAnalysisForm,
} from './analysisForm';

const steps: ProjectWorkflowStep[] = [
  { id: 1, level: 1, name: 'Translation', type: 'TRANSLATION' },
  { id: 2, level: 2, name: 'Revision', type: 'REVISION' },
];
const selection = { jobPartIds: [7, 9], level: 2, workflowSteps: steps };

describe('the create analysis form', () => {
  test('starts as the spec says: PreAnalyse, internal fuzzies in, the rest out, source units', () => {
    const request = AnalysisCreateRequest.parse(
      analysisRequestOf(initialAnalysisForm, 'p1', selection),
    );
    expect(request).toMatchObject({
      projectUid: 'p1',
      jobPartIds: [7, 9],
      level: 2,
      type: 'PreAnalyse',
      includeFuzzyRepetitions: true,
      includeConfirmedSegments: false,
      includeLockedSegments: false,
      includeNumbers: false,
      analyzeByLinguist: false,
      countSourceUnits: true,
    });
    expect(request.name).toBeUndefined();
  });

  test('Compare needs a step to compare with', () => {
    const compare = { ...initialAnalysisForm, type: 'Compare' as const };
    expect(analysisFormErrors(compare, 'p1', selection)).toEqual({
      compareWorkflowLevel: jobMessages.compareWithRequired,
    });
    expect(analysisFormErrors({ ...compare, compareWorkflowLevel: 1 }, 'p1', selection)).toEqual(
      {},
    );
  });

  test('a PreAnalyse sends no step to compare with, even one picked before switching back', () => {
    const form = { ...initialAnalysisForm, compareWorkflowLevel: 1 };
    expect(analysisRequestOf(form, 'p1', selection).compareWorkflowLevel).toBeNull();
  });

  test('the step of the current level cannot be picked; without steps Compare is off', () => {
    expect(compareOptions(steps, 2)).toEqual([
      { value: '1', label: 'Translation', disabled: false },
      { value: '2', label: 'Revision', disabled: true },
    ]);
    expect(compareAvailable(steps)).toBe(true);
    expect(compareAvailable([])).toBe(false);
  });

  test('a blank name is left out; a name is trimmed', () => {
    expect(analysisRequestOf({ ...initialAnalysisForm, name: '   ' }, 'p1', selection).name).toBe(
      undefined,
    );
    expect(
      analysisRequestOf({ ...initialAnalysisForm, name: ' Q3 quote ' }, 'p1', selection).name,
    ).toBe('Q3 quote');
  });
});
