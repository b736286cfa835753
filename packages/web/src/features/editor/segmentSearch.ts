import { segmentFilters, type SegmentFilter, type SegmentSearch } from '@tessera/contracts';

// The editor's filter toolbar: which segments the grid shows (docs/decisions/editor.md).

export const noSearch: SegmentSearch = {
  filter: 'ALL',
  source: '',
  target: '',
  regex: false,
  matchCase: false,
};

/** Texts of our own for the toolbar and the find and replace modal. */
export const filterLabels = {
  region: 'Filter segments',
  status: 'Status',
  source: 'Search in source',
  target: 'Search in target',
  regex: 'Regular expression',
  matchCase: 'Match case',
  noMatch: 'No segments match the filter.',
  findReplace: 'Find and replace',
  find: 'Find',
  replaceWith: 'Replace with',
  replaceAll: 'Replace all',
  replaceScope:
    'Replaces in the targets of the segments the filter shows; locked segments stay as they are.',
  replaced: '{n} segments changed.',
  replaceFailed: 'Failed to replace: {error}',
} as const;

export const filterNames: Record<SegmentFilter, string> = {
  ALL: 'All',
  UNCONFIRMED: 'Unconfirmed',
  CONFIRMED: 'Confirmed',
  LOCKED: 'Locked',
  QA_WARNINGS: 'With QA warnings',
  REPETITIONS: 'Repetitions',
  SAMPLED: 'In the post-delivery QA sample',
};

/** The status filter's options; the sample's only where a post-delivery QA scores the part. */
export const filterOptionsFor = (sampled: boolean) =>
  segmentFilters
    .filter((value) => sampled || value !== 'SAMPLED')
    .map((value) => ({ value, label: filterNames[value] }));

/** Whether the search selects fewer than all segments. */
export const isFiltering = (search: SegmentSearch): boolean =>
  search.filter !== 'ALL' || search.source !== '' || search.target !== '';

/**
 * The query parameters of a search, without those at their defaults, so an unfiltered page asks
 * what it always did; also a stable key of the search for the grid's pages.
 */
export function searchParams(search: SegmentSearch): Partial<SegmentSearch> {
  const params: Partial<SegmentSearch> = {};
  if (search.filter !== 'ALL') params.filter = search.filter;
  if (search.source !== '') params.source = search.source;
  if (search.target !== '') params.target = search.target;
  if (isFiltering(search) && search.regex) params.regex = true;
  if (isFiltering(search) && search.matchCase) params.matchCase = true;
  return params;
}
