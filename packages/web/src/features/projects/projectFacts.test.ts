import { describe, expect, test } from 'vitest';
import { isOverdue, progressPercent, recycleDateOf } from './projectFacts';

describe('project facts', () => {
  test('progress is capped at 99.9% until every job is finished', () => {
    expect(progressPercent({ finishedCount: 0, totalCount: 0 })).toBe(0);
    expect(progressPercent({ finishedCount: 1, totalCount: 3 })).toBe(33.3);
    expect(progressPercent({ finishedCount: 9999, totalCount: 10000 })).toBe(99.9);
    expect(progressPercent({ finishedCount: 4, totalCount: 4 })).toBe(100);
  });

  test('overdue: the due date passed and the project is not completed', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(isOverdue({ dateDue: '2025-03-01T11:00:00Z', status: 'NEW' }, now)).toBe(true);
    expect(isOverdue({ dateDue: '2025-03-01T11:00:00Z', status: 'COMPLETED' }, now)).toBe(false);
    expect(isOverdue({ dateDue: '2025-03-02T11:00:00Z', status: 'NEW' }, now)).toBe(false);
    expect(isOverdue({ dateDue: null, status: 'NEW' }, now)).toBe(false);
  });

  test('the recycle date shows only once job creation has ended', () => {
    const base = { autoDeletionDateTime: '2025-03-01T00:00:00.000Z', autoRecycleDate: null };
    expect(recycleDateOf({ ...base, jobCreationAllowed: true })).toBeNull();
    expect(recycleDateOf({ ...base, jobCreationAllowed: false })).toBe('2025-03-31T00:00:00.000Z');
    expect(
      recycleDateOf({
        ...base,
        jobCreationAllowed: false,
        autoRecycleDate: '2025-04-02T00:00:00Z',
      }),
    ).toBe('2025-04-02T00:00:00Z');
  });
});
