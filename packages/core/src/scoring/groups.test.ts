import { describe, expect, it } from 'vitest';
import { groupScoreOf, jobCountsOf, scoringStatusOf, type GroupedScoringJob } from './groups.js';

const job = (
  status: GroupedScoringJob['status'],
  passing: boolean | null = null,
  penaltyPoints: number | null = null,
  scoredWordCount: number | null = null,
): GroupedScoringJob => ({ status, passing, penaltyPoints, scoredWordCount });

describe('scoring groups', () => {
  it('counts pending, succeeded and failed jobs, leaving canceled ones out', () => {
    const counts = jobCountsOf([
      job('NEW'),
      job('IN_PROGRESS'),
      job('COMPLETED', true),
      job('COMPLETED', false),
      job('CANCELED'),
    ]);
    expect(counts).toEqual({ total: 4, pending: 2, succeeded: 1, failed: 1 });
  });

  it('derives the status as spec 000 section 4 says', () => {
    const counts = (total: number, pending: number, failed: number) => ({
      total,
      pending,
      failed,
      succeeded: total - pending - failed,
    });
    expect(scoringStatusOf([])).toBeNull();
    expect(scoringStatusOf([counts(2, 2, 0), counts(1, 1, 0)])).toBe('NEW');
    expect(scoringStatusOf([counts(2, 1, 0), counts(1, 1, 0)])).toBe('IN_PROGRESS');
    expect(scoringStatusOf([counts(2, 1, 1), counts(1, 1, 0)])).toBe('IN_PROGRESS_PENDING_FAILURE');
    expect(scoringStatusOf([counts(2, 0, 0), counts(1, 0, 0)])).toBe('SUCCEEDED');
    expect(scoringStatusOf([counts(2, 0, 1), counts(1, 0, 0)])).toBe('FAILED');
  });

  it('scores a group from its scored jobs only', () => {
    const model = { threshold: 95, unitWords: 1000 };
    expect(groupScoreOf(model, [job('NEW')])).toBeNull();
    // 6 points over 200 words: 100 - 3 = 97, passing 95.
    const score = groupScoreOf(model, [
      job('COMPLETED', true, 1, 100),
      job('COMPLETED', false, 5, 100),
      job('IN_PROGRESS', null, 25, 10),
    ]);
    expect(score).toEqual({
      penaltyPoints: 6,
      normedPenalty: 30,
      score: 97,
      passing: true,
      scoredWordCount: 200,
    });
  });
});
