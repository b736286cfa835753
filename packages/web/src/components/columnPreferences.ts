import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

/** The "Column preferences" part of a table's preferences: order and visibility of its columns. */
export function columnPreferenceOf(
  columns: ReadonlyArray<{ id: string; header: string }>,
  alwaysVisibleId: string,
): CollectionPreferencesProps.ContentDisplayPreference {
  return {
    title: 'Column preferences',
    description: 'Customize the columns visibility and order.',
    options: columns.map((column) => ({
      id: column.id,
      label: column.header,
      alwaysVisible: column.id === alwaysVisibleId,
    })),
  };
}
