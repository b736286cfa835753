import type { EditorSegment } from '@tessera/contracts';
import { describe, expect, test } from 'vitest';
import {
  missingPages,
  nextUnconfirmed,
  PAGE_SIZE,
  segmentAt,
  withSegment,
  type SegmentPages,
} from './segmentPages';

const segment = (ordinal: number, status: EditorSegment['status']): EditorSegment => ({
  id: 1000 + ordinal,
  ordinal,
  source: `Source ${ordinal}`,
  target: status === 'EMPTY' ? '' : `Target ${ordinal}`,
  version: 0,
  status,
  confirmed: status === 'CONFIRMED',
  locked: status === 'LOCKED',
  matchOrigin: null,
  matchScore: null,
  contextKey: null,
  note: null,
  maxLength: null,
  modifiedAt: null,
  modifiedBy: null,
});

const firstPage = (statuses: EditorSegment['status'][]): SegmentPages =>
  new Map([[0, statuses.map((status, index) => segment(index + 1, status))]]);

describe('segment pages', () => {
  test('finds a row in its page and replaces a segment by its id', () => {
    const pages = firstPage(['EMPTY', 'DRAFT']);
    expect(segmentAt(pages, 1)?.source).toBe('Source 2');
    const saved = { ...segment(2, 'CONFIRMED'), target: 'Neu' };
    const next = withSegment(pages, saved);
    expect(segmentAt(next, 1)?.target).toBe('Neu');
    expect(segmentAt(pages, 1)?.target).toBe('Target 2');
  });

  test('replaces a segment shown at another row than its ordinal, as under a filter', () => {
    const pages: SegmentPages = new Map([[0, [segment(4, 'DRAFT'), segment(9, 'EMPTY')]]]);
    const next = withSegment(pages, { ...segment(9, 'DRAFT'), target: 'Neu' });
    expect(next.get(0)?.map((one) => [one.ordinal, one.target])).toEqual([
      [4, 'Target 4'],
      [9, 'Neu'],
    ]);
  });

  test('a segment of a page not loaded changes nothing', () => {
    const pages = firstPage(['EMPTY']);
    expect(withSegment(pages, segment(PAGE_SIZE + 1, 'DRAFT'))).toBe(pages);
  });

  test('lists the pages the shown rows need that are not loaded', () => {
    const pages = firstPage(['EMPTY']);
    expect(missingPages(pages, [0, PAGE_SIZE - 1])).toEqual([]);
    expect(missingPages(pages, [PAGE_SIZE - 1, PAGE_SIZE, 3 * PAGE_SIZE + 5])).toEqual([1, 3]);
  });

  test('the next unconfirmed segment skips confirmed and locked ones and wraps around', () => {
    const pages = firstPage(['EMPTY', 'CONFIRMED', 'LOCKED', 'DRAFT', 'CONFIRMED']);
    expect(nextUnconfirmed(pages, 0, 5)).toBe(3);
    expect(nextUnconfirmed(pages, 3, 5)).toBe(0);
    expect(nextUnconfirmed(firstPage(['CONFIRMED', 'CONFIRMED', 'LOCKED']), 0, 3)).toBeNull();
  });

  test('a row not loaded yet counts as unconfirmed', () => {
    const pages = firstPage(Array<EditorSegment['status']>(PAGE_SIZE).fill('CONFIRMED'));
    expect(nextUnconfirmed(pages, 5, PAGE_SIZE + 10)).toBe(PAGE_SIZE);
  });
});
