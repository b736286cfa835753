import { describe, expect, test } from 'vitest';
import { format, splitMessages, type SegmentsCount } from '@tessera/contracts';
import { splitBound, splitError, splitRequest } from './splitForm';

const counts = (segmentsCount: number, wordsCount: number): SegmentsCount => ({
  jobPartId: segmentsCount,
  segmentsCount,
  wordsCount,
  charactersCount: 0,
  confirmedSegmentsCount: 0,
  lockedSegmentsCount: 0,
  qualityAssurance: { warningsCount: 0, qualityAssuranceResolved: true },
  previousWorkflow: { completed: true },
});

describe('the split bound', () => {
  test("is the smallest selected job's segments, or words for the words mode", () => {
    const selected = [counts(12, 40), counts(8, 90)];
    expect(splitBound('partsCount', selected)).toBe(8);
    expect(splitBound('partSize', selected)).toBe(8);
    expect(splitBound('afterSegment', selected)).toBe(8);
    expect(splitBound('wordCount', selected)).toBe(40);
    expect(splitBound('partsCount', [])).toBe(0);
  });
});

describe('the split field', () => {
  test.each([
    ['partsCount', '0'],
    ['partsCount', '13'],
    ['partsCount', ''],
    ['partsCount', '2.5'],
    ['partSize', '-1'],
    ['partSize', 'three'],
    ['wordCount', '13'],
    ['afterSegment', ''],
    ['afterSegment', '3,'],
    ['afterSegment', '3, 13'],
    ['afterSegment', '0'],
  ] as const)('refuses %s %j with the mode message and its bound', (mode, value) => {
    expect(splitError({ mode, value }, 12)).toBe(format(splitMessages[mode], { max: 12 }));
    expect(splitRequest({ mode, value }, 12, [7])).toBeNull();
  });

  test('builds each mode its own body for the selected jobs', () => {
    expect(splitRequest({ mode: 'partsCount', value: ' 3 ' }, 12, [7, 8])).toEqual({
      jobParts: [7, 8],
      mode: 'partsCount',
      body: { partsCount: 3 },
    });
    expect(splitRequest({ mode: 'partSize', value: '12' }, 12, [7])).toEqual({
      jobParts: [7],
      mode: 'partSize',
      body: { partSize: 12 },
    });
    expect(splitRequest({ mode: 'wordCount', value: '1' }, 12, [7])).toEqual({
      jobParts: [7],
      mode: 'wordCount',
      body: { wordCount: 1 },
    });
    expect(splitRequest({ mode: 'afterSegment', value: '9, 4,4' }, 12, [7])).toEqual({
      jobParts: [7],
      mode: 'afterSegment',
      body: { segmentOrdinal: [4, 9] },
    });
    expect(splitError({ mode: 'afterSegment', value: '9, 4,4' }, 12)).toBeUndefined();
  });
});
