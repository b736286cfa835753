import type { TableProps } from '@cloudscape-design/components/table';
import type { JobPart } from '@tessera/contracts';
import { splitPartText } from './splitPart';

type JobRowLabel = Pick<JobPart, 'fileName' | 'targetLocale' | 'splitPart'>;

/** How both job lists name a row's checkbox: its file, target locale and part of a split file. */
export function jobSelectionLabels<Row extends JobRowLabel>(): TableProps.AriaLabels<Row> {
  return {
    itemSelectionLabel: (_data, row) =>
      [row.fileName, row.targetLocale, splitPartText(row)].filter(Boolean).join(' '),
    allItemsSelectionLabel: () => 'Select all jobs',
    selectionGroupLabel: 'Job selection',
  };
}

/** The list's address sorted by another column, back on its first page. */
export function sortedSearch(
  search: URLSearchParams,
  sortField: string,
  descending: boolean,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('sortField', sortField);
  next.set('sortOrder', descending ? 'DESC' : 'ASC');
  next.delete('page');
  return next;
}

/** The header counter: "(selected/total)" while jobs are selected, "(total)" otherwise. */
export function jobCounter(loaded: boolean, selected: number, total: number): string | undefined {
  if (!loaded) return undefined;
  return selected > 0 ? `(${selected}/${total})` : `(${total})`;
}
