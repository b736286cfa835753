import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import { useCallback, useState } from 'react';
import type { Role } from '@tessera/contracts';

export type TablePreferences<Custom> = CollectionPreferencesProps.Preferences<Custom>;

const storageKey = (table: string, role: Role) => `tessera.tablePreferences.${table}.${role}`;

function read<Custom>(key: string, defaults: TablePreferences<Custom>): TablePreferences<Custom> {
  try {
    const stored = localStorage.getItem(key);
    if (!stored) return defaults;
    const parsed = JSON.parse(stored) as TablePreferences<Custom>;
    // Columns added since the preferences were saved are shown at the end.
    const known = new Set(parsed.contentDisplay?.map((column) => column.id));
    const added = defaults.contentDisplay?.filter((column) => !known.has(column.id)) ?? [];
    const contentDisplay = parsed.contentDisplay?.filter((column) =>
      defaults.contentDisplay?.some((option) => option.id === column.id),
    );
    return {
      ...defaults,
      ...parsed,
      ...(contentDisplay ? { contentDisplay: [...contentDisplay, ...added] } : {}),
    };
  } catch {
    return defaults;
  }
}

/** A table's CollectionPreferences, kept in localStorage per table and role (spec 000 section 2.1). */
export function useTablePreferences<Custom>(
  table: string,
  role: Role,
  defaults: TablePreferences<Custom>,
) {
  const key = storageKey(table, role);
  const [preferences, setPreferences] = useState(() => read(key, defaults));
  const save = useCallback(
    (next: TablePreferences<Custom>) => {
      setPreferences(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // A full or blocked storage keeps the choice for this visit only.
      }
    },
    [key],
  );
  return [preferences, save] as const;
}
