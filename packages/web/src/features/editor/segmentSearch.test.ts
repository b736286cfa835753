import { describe, expect, test } from 'vitest';
import { isFiltering, noSearch, searchParams } from './segmentSearch';

describe('segment search', () => {
  test('asks for every segment without a filter or search text', () => {
    expect(isFiltering(noSearch)).toBe(false);
    // The flags alone select nothing: they only say how to read the texts.
    const flagsOnly = { ...noSearch, regex: true, matchCase: true };
    expect(isFiltering(flagsOnly)).toBe(false);
    expect(searchParams(flagsOnly)).toEqual({});
  });

  test('sends only what differs from the defaults', () => {
    const search = { ...noSearch, filter: 'UNCONFIRMED' as const, source: 'menu', regex: true };
    expect(isFiltering(search)).toBe(true);
    expect(searchParams(search)).toEqual({ filter: 'UNCONFIRMED', source: 'menu', regex: true });
    expect(searchParams({ ...noSearch, target: 'Menü', matchCase: true })).toEqual({
      target: 'Menü',
      matchCase: true,
    });
  });
});
