import CollectionPreferences, {
  type CollectionPreferencesProps,
} from '@cloudscape-design/components/collection-preferences';
import { columnPreferenceOf } from './columnPreferences';
import type { TablePreferences } from './useTablePreferences';

interface Props<Custom> extends Pick<
  CollectionPreferencesProps<Custom>,
  'pageSizePreference' | 'customPreference'
> {
  columns: ReadonlyArray<{ id: string; header: string }>;
  /** The column the user cannot hide. */
  alwaysVisibleId: string;
  preferences: TablePreferences<Custom>;
  onConfirm(preferences: TablePreferences<Custom>): void;
}

/** A table's preferences: the order and visibility of its columns, and whatever else it offers. */
export function TablePreferencesControl<Custom>({
  columns,
  alwaysVisibleId,
  preferences,
  onConfirm,
  ...offered
}: Props<Custom>) {
  return (
    <CollectionPreferences
      title="Preferences"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      preferences={preferences}
      onConfirm={({ detail }) => onConfirm(detail)}
      contentDisplayPreference={columnPreferenceOf(columns, alwaysVisibleId)}
      {...offered}
    />
  );
}
