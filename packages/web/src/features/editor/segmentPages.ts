import { EDITOR_PAGE_DEFAULT, type EditorSegment } from '@tessera/contracts';

/** Loaded pages of a job part's segments by page index; rows are 0-based, ordinals 1-based. */
export type SegmentPages = ReadonlyMap<number, readonly EditorSegment[]>;

export const PAGE_SIZE = EDITOR_PAGE_DEFAULT;

export const pageOf = (row: number) => Math.floor(row / PAGE_SIZE);

export function segmentAt(pages: SegmentPages, row: number): EditorSegment | undefined {
  return pages.get(pageOf(row))?.[row % PAGE_SIZE];
}

/**
 * The pages with one segment replaced by its newer state (a save's answer or a conflict's), found
 * by its id: under a filter a row is not the segment's ordinal. Unchanged when it is not loaded.
 */
export function withSegment(pages: SegmentPages, segment: EditorSegment): SegmentPages {
  for (const [index, page] of pages) {
    const at = page.findIndex((current) => current.id === segment.id);
    if (at < 0) continue;
    return new Map(pages).set(
      index,
      page.map((current, row) => (row === at ? segment : current)),
    );
  }
  return pages;
}

/** Page indexes the given rows need that are not loaded yet. */
export function missingPages(pages: SegmentPages, rows: readonly number[]): number[] {
  return [...new Set(rows.map(pageOf))].filter((page) => !pages.has(page));
}

/**
 * The row after `from` that still needs work (neither confirmed nor locked), wrapping to the start;
 * a row not loaded yet counts as needing work, since the editor cannot know. Null when none does.
 */
export function nextUnconfirmed(pages: SegmentPages, from: number, total: number): number | null {
  for (let step = 1; step < total; step++) {
    const row = (from + step) % total;
    const segment = segmentAt(pages, row);
    if (!segment || (!segment.confirmed && !segment.locked)) return row;
  }
  return null;
}
