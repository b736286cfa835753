import { SavedProjectFilters } from '@tessera/contracts';

type SavedFilter = SavedProjectFilters['filters'][number];

/** The saved filters with a new one at the end, or the message the name breaks. */
export function withSavedFilter(
  filters: readonly SavedFilter[],
  text: string,
  url: string,
): { ok: true; filters: SavedFilter[] } | { ok: false; error: string } {
  const next = [...filters, { text: text.trim(), url }];
  const parsed = SavedProjectFilters.safeParse({ filters: next });
  if (parsed.success) return { ok: true, filters: parsed.data.filters };
  const issue = parsed.error.issues.find((candidate) => candidate.path[0] === next.length - 1);
  return { ok: false, error: (issue ?? parsed.error.issues[0])?.message ?? '' };
}

/** The query string a filter keeps: the filters, sorting and quick filter, never the page. */
export function savedUrlOf(search: URLSearchParams): string {
  const kept = new URLSearchParams(search);
  kept.delete('page');
  return kept.toString();
}
