import Toggle from '@cloudscape-design/components/toggle';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type Role } from '@tessera/contracts';
import { TablePreferencesControl } from '../../../components/TablePreferencesControl';
import {
  useTablePreferences,
  type TablePreferences,
} from '../../../components/useTablePreferences';
import { defaultVisibleColumns, fullColumns, linguistColumns } from './columns';

// The custom preference is open-ended pagination, on by default (spec 000 section 9).
export type ProjectListPreferencesValue = TablePreferences<boolean>;

function defaultsFor(role: Role): ProjectListPreferencesValue {
  const context = { formatDateTime: () => '', now: new Date() };
  const columns = role === 'LINGUIST' ? linguistColumns(context) : fullColumns(context, true);
  return {
    pageSize: DEFAULT_PAGE_SIZE,
    custom: true,
    contentDisplay: columns.map((column) => ({
      id: column.id,
      visible: role === 'LINGUIST' || defaultVisibleColumns.has(column.id),
    })),
  };
}

export function useProjectListPreferences(role: Role) {
  return useTablePreferences('projectList', role, defaultsFor(role));
}

interface Props {
  columns: ReadonlyArray<{ id: string; header: string }>;
  preferences: ProjectListPreferencesValue;
  onConfirm(preferences: ProjectListPreferencesValue): void;
}

/** Page size, open-ended pagination, and the order and visibility of the columns. */
export function ProjectListPreferences({ columns, preferences, onConfirm }: Props) {
  return (
    <TablePreferencesControl
      columns={columns}
      alwaysVisibleId="name"
      preferences={preferences}
      onConfirm={onConfirm}
      pageSizePreference={{
        title: 'Page size',
        options: PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} projects` })),
      }}
      customPreference={(openEnded, setOpenEnded) => (
        <Toggle checked={openEnded} onChange={({ detail }) => setOpenEnded(detail.checked)}>
          Open-ended pagination
        </Toggle>
      )}
    />
  );
}
