import type { Role } from '@tessera/contracts';
import { TablePreferencesControl } from '../../../../components/TablePreferencesControl';
import {
  useTablePreferences,
  type TablePreferences,
} from '../../../../components/useTablePreferences';

export type JobListPreferencesValue = TablePreferences<undefined>;

// Shown at first: what a 1440 px screen holds beside the navigation without scrolling sideways.
const hiddenByDefault = new Set(['workflowStep', 'import']);

function defaultsOf(columns: ReadonlyArray<{ id: string }>): JobListPreferencesValue {
  return {
    contentDisplay: columns.map((column) => ({
      id: column.id,
      visible: !hiddenByDefault.has(column.id),
    })),
  };
}

export function useJobListPreferences(role: Role, columns: ReadonlyArray<{ id: string }>) {
  return useTablePreferences('projectJobs', role, defaultsOf(columns));
}

interface Props {
  columns: ReadonlyArray<{ id: string; header: string }>;
  preferences: JobListPreferencesValue;
  onConfirm(preferences: JobListPreferencesValue): void;
}

/** The order and visibility of the job list's columns, kept per role in this browser. */
export function JobListPreferences({ columns, preferences, onConfirm }: Props) {
  return (
    <TablePreferencesControl
      columns={columns}
      alwaysVisibleId="fileName"
      preferences={preferences}
      onConfirm={onConfirm}
    />
  );
}
