import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallDistance, tokenDistance, weightedDistance } from './editDistance.js';
import { prepareMatchText } from './prepare.js';

const tokens = (maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 6 }), { maxLength }).map((ids) => Int32Array.from(ids));

describe('tokenDistance', () => {
  it(
    'equals the Levenshtein distance over queries of one and several 32-token blocks',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(
          tokens(100),
          tokens(100),
          fc.integer({ min: 0, max: 120 }),
          (query, candidate, limit) => {
            const expected = smallDistance(query, candidate);
            expect(tokenDistance(query, candidate, 1000)).toBe(expected);
            expect(tokenDistance(query, candidate, limit)).toBe(Math.min(expected, limit + 1));
          },
        ),
        { numRuns: 2000 },
      );
    },
  );

  it('scores many candidates against one loaded query', () => {
    const query = Int32Array.from([1, 2, 3, 4, 5]);
    expect(tokenDistance(query, Int32Array.from([1, 2, 3, 4, 5]), 10)).toBe(0);
    expect(tokenDistance(query, Int32Array.from([1, 2, 9, 4, 5]), 10)).toBe(1);
    expect(tokenDistance(query, Int32Array.from([5, 4, 3, 2, 1]), 10)).toBe(4);
    expect(tokenDistance(query, Int32Array.from([70000, 2, 3]), 10)).toBe(3);
  });
});

describe('weightedDistance', () => {
  const keys = (text: string) => prepareMatchText(text).keys;

  it('charges a replaced word by how far apart its letters are', () => {
    expect(weightedDistance(keys('Save file'), keys('save files'))).toBeCloseTo(0.2);
    expect(weightedDistance(keys('4 files'), keys('5 files'))).toBe(0);
    expect(weightedDistance(keys('4 files'), keys('files'))).toBe(1);
    expect(weightedDistance(keys('open'), keys('close'))).toBe(1);
    expect(weightedDistance(keys('open'), keys('opened'))).toBeCloseTo(1 / 3);
    expect(weightedDistance(keys('ab'), keys('xy z'))).toBe(2);
  });
});
