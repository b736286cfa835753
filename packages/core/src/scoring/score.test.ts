import { describe, expect, it } from 'vitest';
import { scoreOf } from './score.js';

const model = {
  threshold: 98,
  unitWords: 1000,
  severities: [
    { name: 'Neutral', weight: 0 },
    { name: 'Minor', weight: 1 },
    { name: 'Major', weight: 5 },
    { name: 'Critical', weight: 25 },
  ],
};

describe('scoreOf', () => {
  it('takes the penalty points per scored word from 100 and compares with the threshold', () => {
    // 2 minor + 1 major = 7 points in 500 words: 1.4 per 100 words, 14 per 1,000.
    const errors = [{ severity: 'Minor' }, { severity: 'minor' }, { severity: 'Major' }];
    expect(scoreOf(model, errors, 500)).toEqual({
      penaltyPoints: 7,
      normedPenalty: 14,
      score: 98.6,
      passing: true,
    });
  });

  it('fails below the threshold and never goes under 0', () => {
    expect(scoreOf(model, [{ severity: 'Critical' }], 1000)).toMatchObject({
      score: 97.5,
      passing: false,
    });
    expect(scoreOf(model, [{ severity: 'Critical' }], 10)).toMatchObject({
      penaltyPoints: 25,
      score: 0,
      passing: false,
    });
  });

  it('passes a job without errors, and neutral errors cost nothing', () => {
    expect(scoreOf(model, [{ severity: 'Neutral' }], 200)).toMatchObject({
      penaltyPoints: 0,
      score: 100,
      passing: true,
    });
    expect(scoreOf(model, [], 0)).toMatchObject({ score: 100, passing: true });
  });
});
