import { describe, expect, test } from 'vitest';
import { chunksOf, offersSelectAll } from './jobSelection';

const page = Array.from({ length: 50 }, (_, index) => index + 1);

describe('selecting every matching job', () => {
  test('is offered once every row of the page is selected and more jobs match', () => {
    expect(offersSelectAll(page, new Set(page), 51)).toBe(true);
  });

  test('is not offered while a row of the page is left out', () => {
    expect(offersSelectAll(page, new Set(page.slice(1)), 51)).toBe(false);
  });

  test('is not offered when the page holds every matching job', () => {
    expect(offersSelectAll(page, new Set(page), 50)).toBe(false);
    expect(offersSelectAll([], new Set(), 0)).toBe(false);
  });

  test('loads the jobs in chunks that together hold every id once', () => {
    const ids = Array.from({ length: 251 }, (_, index) => index);
    const chunks = chunksOf(ids, 100);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 51]);
    expect(chunks.flat()).toEqual(ids);
  });
});
