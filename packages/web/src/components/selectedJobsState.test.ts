import { describe, expect, test } from 'vitest';
import { selectedJobsOf } from './selectedJobsState';

const steps = [{ id: 1, level: 1, name: 'Translation', type: 'TRANSLATION' }];

describe('the job selection handed over in navigation state', () => {
  test('is read back as the job list sent it', () => {
    expect(selectedJobsOf({ jobPartIds: [4, 5], level: 1, workflowSteps: steps })).toEqual({
      jobPartIds: [4, 5],
      level: 1,
      workflowSteps: steps,
    });
  });

  test('is none for a page opened by its address or with a state of another page', () => {
    expect(selectedJobsOf(null)).toBeNull();
    expect(selectedJobsOf({ analysisTaskId: 't1' })).toBeNull();
    expect(selectedJobsOf({ jobPartIds: [], level: 1, workflowSteps: [] })).toBeNull();
    expect(selectedJobsOf({ jobPartIds: ['4'], level: 1, workflowSteps: [] })).toBeNull();
    expect(selectedJobsOf({ jobPartIds: [4], level: 1, workflowSteps: [{ id: 1 }] })).toBeNull();
  });
});
