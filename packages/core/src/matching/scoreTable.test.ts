import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchBand } from './band.js';
import { matchScore } from './score.js';

// The rules' table lives in the decisions file; the test reads it so that the two cannot drift.
const decisions = readFileSync(
  new URL('../../../../docs/decisions/matching.md', import.meta.url),
  'utf8',
);
const rows = [...decisions.matchAll(/^\| `([^`]*)` \| `([^`]*)` \| (\d+) \| (.+) \|$/gm)].map(
  ([, query, candidate, score, why]) => ({
    query: query as string,
    candidate: candidate as string,
    score: Number(score),
    why: why as string,
  }),
);

describe('the score table of docs/decisions/matching.md', () => {
  it('holds at least twenty pairs', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rows)('$why: $score', ({ query, candidate, score }) => {
    expect(matchScore(query, candidate)).toBe(score);
  });

  it('puts one word of ten changed in the 85–94 band', () => {
    const row = rows.find((r) => r.why === 'one word of ten changed');
    expect(row && matchBand(row.score)).toBe('match85');
  });
});
