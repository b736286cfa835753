import { describe, expect, it } from 'vitest';
import { splitBound, splitPlan, withinSplitBound } from './splitPlan.js';

const ten = Array.from({ length: 10 }, () => 1);

describe('splitPlan', () => {
  it('cuts into N parts of near-equal size, earlier parts taking the remainder', () => {
    expect(splitPlan(ten, { mode: 'partsCount', value: 3 })).toEqual([
      [1, 4],
      [5, 7],
      [8, 10],
    ]);
    expect(splitPlan(ten, { mode: 'partsCount', value: 10 })).toHaveLength(10);
    expect(splitPlan(ten, { mode: 'partsCount', value: 1 })).toEqual([[1, 10]]);
  });

  it('cuts every X segments, the last part taking the rest', () => {
    expect(splitPlan(ten, { mode: 'partSize', value: 4 })).toEqual([
      [1, 4],
      [5, 8],
      [9, 10],
    ]);
    expect(splitPlan(ten, { mode: 'partSize', value: 5 })).toEqual([
      [1, 5],
      [6, 10],
    ]);
    expect(splitPlan(ten, { mode: 'partSize', value: 10 })).toEqual([[1, 10]]);
  });

  it('starts a part when the next segment would pass X words, never leaving a part empty', () => {
    const words = [3, 4, 2, 9, 1, 1];
    expect(splitPlan(words, { mode: 'wordCount', value: 7 })).toEqual([
      [1, 2],
      [3, 3],
      [4, 4],
      [5, 6],
    ]);
    expect(splitPlan(words, { mode: 'wordCount', value: 20 })).toEqual([[1, 6]]);
    expect(splitPlan([5, 5], { mode: 'wordCount', value: 1 })).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('ends a part after each given segment, sorted, once each, the last one adding nothing', () => {
    expect(splitPlan(ten, { mode: 'afterSegment', value: [7, 2, 7, 10] })).toEqual([
      [1, 2],
      [3, 7],
      [8, 10],
    ]);
    expect(splitPlan(ten, { mode: 'afterSegment', value: [10] })).toEqual([[1, 10]]);
  });

  it('refuses a value out of bounds', () => {
    expect(() => splitPlan(ten, { mode: 'partsCount', value: 11 })).toThrow(RangeError);
    expect(() => splitPlan(ten, { mode: 'afterSegment', value: [0, 3] })).toThrow(RangeError);
  });
});

describe('split bounds', () => {
  it('are the segment count, or the word count for words', () => {
    const words = [3, 4, 2];
    expect(splitBound('partsCount', words)).toBe(3);
    expect(splitBound('partSize', words)).toBe(3);
    expect(splitBound('afterSegment', words)).toBe(3);
    expect(splitBound('wordCount', words)).toBe(9);
  });

  it('accept values from 1 to the bound, and at least one segment number', () => {
    expect(withinSplitBound({ mode: 'wordCount', value: 9 }, [3, 4, 2])).toBe(true);
    expect(withinSplitBound({ mode: 'wordCount', value: 10 }, [3, 4, 2])).toBe(false);
    expect(withinSplitBound({ mode: 'partSize', value: 0 }, [3, 4, 2])).toBe(false);
    expect(withinSplitBound({ mode: 'afterSegment', value: [1, 3] }, [3, 4, 2])).toBe(true);
    expect(withinSplitBound({ mode: 'afterSegment', value: [4] }, [3, 4, 2])).toBe(false);
    expect(withinSplitBound({ mode: 'afterSegment', value: [] }, [3, 4, 2])).toBe(false);
    expect(withinSplitBound({ mode: 'partsCount', value: 1 }, [])).toBe(false);
  });
});
