import { z } from 'zod';
import { queryId } from './queryParams.js';

// The editor's filters, search and find and replace (issue #12 section 2; docs/decisions/editor.md,
// "Filters, search and replace").

/**
 * Which segments the grid shows: by their status at the part's level, QA warnings, repetitions,
 * or the sample a post-delivery QA scores.
 */
export const segmentFilters = [
  'ALL',
  'UNCONFIRMED',
  'CONFIRMED',
  'LOCKED',
  'QA_WARNINGS',
  'REPETITIONS',
  'SAMPLED',
] as const;
export const SegmentFilter = z.enum(segmentFilters);
export type SegmentFilter = z.infer<typeof SegmentFilter>;

/** Ours: far above a search anyone types, low enough to keep one search cheap. */
export const SEARCH_TEXT_MAX = 1000;

// Messages of our own (docs/decisions/editor.md).
export const editorFilterMessages = {
  invalidRegex: 'Invalid regular expression: {reason}',
  searchTooLong: `A search text may have at most ${SEARCH_TEXT_MAX} characters`,
  findRequired: 'Enter the text to find.',
} as const;

const searchText = z.string().max(SEARCH_TEXT_MAX, editorFilterMessages.searchTooLong);
// Query strings carry the flags as 'true' or 'false'; JSON bodies as booleans.
const flag = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .default(false);

/** The filter and search the grid applies; the defaults show every segment. */
export const SegmentSearch = z.object({
  filter: SegmentFilter.default('ALL'),
  /** Text the source contains (plain), or a regular expression it matches (regex). */
  source: searchText.default(''),
  target: searchText.default(''),
  regex: flag,
  matchCase: flag,
});
export type SegmentSearch = z.output<typeof SegmentSearch>;

/**
 * POST /api/editor/replace: replaces `find` (literal, or a regular expression taking $1 for
 * groups) in the targets of the part's segments not locked at its level, within those `within`
 * selects (the grid's filter and search; all by default).
 */
export const SegmentReplace = z.object({
  jobPartId: queryId,
  find: z.string().min(1, editorFilterMessages.findRequired).pipe(searchText),
  replace: searchText.default(''),
  regex: flag,
  matchCase: flag,
  within: SegmentSearch.prefault({}),
});
export type SegmentReplace = z.output<typeof SegmentReplace>;

export const SegmentsReplaced = z.object({
  /** Segments whose target changed. */
  changed: z.number(),
  /** The operation's trace id, as each changed segment's history shows it. */
  traceId: z.string(),
});
export type SegmentsReplaced = z.infer<typeof SegmentsReplaced>;
