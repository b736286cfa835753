import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { localeName, type ProjectListItem, type ScoringGroup } from '@tessera/contracts';
import type { ProjectListRow } from '../../../api/projectList';
import { RouterLink } from '../../../components/RouterLink';
import { projectScoringView } from '../../../components/scoringGroupFacts';
import { isOverdue, progressPercent, recycleDateOf } from '../projectFacts';
import { projectStatusLabels } from '../projectLabels';

type Column = TableProps.ColumnDefinition<ProjectListRow> & { id: string; header: string };

interface ColumnContext {
  formatDateTime(value: string | null): string;
  now: Date;
  /** The scoring groups of the page's projects, loaded in one request. */
  scoringGroups?: { groups: ReadonlyMap<number, ScoringGroup>; loading: boolean };
}

const full = (row: ProjectListRow): row is ProjectListItem => 'status' in row;
const fullCell =
  (cell: (project: ProjectListItem) => React.ReactNode) =>
  (row: ProjectListRow): React.ReactNode =>
    full(row) ? cell(row) : '-';

function nameColumn(): Column {
  return {
    id: 'name',
    header: 'Name',
    sortingField: 'name',
    isRowHeader: true,
    cell: (row) => <RouterLink href={`/web/project2/show/${row.uid}`}>{row.name}</RouterLink>,
  };
}

const idColumn: Column = { id: 'id', header: 'ID', sortingField: 'id', cell: (row) => row.id };
const ownerColumn: Column = {
  id: 'owner',
  header: 'Owner',
  sortingField: 'owner',
  cell: (row) => row.owner.userName,
};
const createdColumn = ({ formatDateTime }: ColumnContext): Column => ({
  id: 'dateCreated',
  header: 'Created',
  sortingField: 'dateCreated',
  cell: (row) => formatDateTime(row.dateCreated),
});

/** What linguists see: id, name, created and owner only (spec 000 section 2.1). */
export function linguistColumns(context: ColumnContext): Column[] {
  return [idColumn, nameColumn(), createdColumn(context), ownerColumn];
}

/** The full set for admins and project managers, with Shared when sharing is available. */
export function fullColumns(context: ColumnContext, sharing: boolean): Column[] {
  const { formatDateTime, now } = context;
  const named = (id: string, header: string, pick: (p: ProjectListItem) => string | undefined) => ({
    id,
    header,
    sortingField: id,
    cell: fullCell((project) => pick(project) ?? '-'),
  });
  const columns: Column[] = [
    idColumn,
    nameColumn(),
    {
      id: 'internalId',
      header: 'Internal ID',
      sortingField: 'internalId',
      cell: fullCell((project) => project.internalId),
    },
    {
      id: 'status',
      header: 'Status',
      sortingField: 'status',
      cell: fullCell((project) => projectStatusLabels[project.status]),
    },
    {
      id: 'progress',
      header: 'Progress',
      cell: fullCell((project) => `${progressPercent(project.progress)}%`),
    },
    {
      id: 'dateDue',
      header: 'Due',
      sortingField: 'dateDue',
      cell: fullCell((project) =>
        project.dateDue ? (
          isOverdue(project, now) ? (
            <StatusIndicator type="warning">
              {formatDateTime(project.dateDue)} (overdue)
            </StatusIndicator>
          ) : (
            formatDateTime(project.dateDue)
          )
        ) : (
          '-'
        ),
      ),
    },
    createdColumn(context),
    ownerColumn,
    named('sourceLang', 'Source', (project) => localeName(project.sourceLang)),
    {
      id: 'targetLangs',
      header: 'Targets',
      cell: fullCell((project) => project.targetLangs.map(localeName).join(', ') || '-'),
    },
    named('client', 'Client', (project) => project.client?.name),
    {
      id: 'buyer',
      header: 'Buyer',
      cell: fullCell((project) => project.buyer?.name ?? '-'),
    },
    named('businessUnit', 'Business unit', (project) => project.businessUnit?.name),
    named('costCenter', 'Cost center', (project) => project.costCenter?.name),
    named('subject', 'Subject', (project) => project.subject?.name),
    named('mediaType', 'Media type', (project) => project.mediaType?.name),
    {
      id: 'autoDeletionDateTime',
      header: 'Auto-deletion',
      sortingField: 'autoDeletionDateTime',
      cell: fullCell((project) => {
        const recycleDate = recycleDateOf(project);
        if (!recycleDate) return formatDateTime(project.autoDeletionDateTime);
        return (
          <Box variant="span" color="text-status-warning">
            Deleted for good on {formatDateTime(recycleDate)}
          </Box>
        );
      }),
    },
  ];
  columns.push({
    id: 'scoring',
    header: 'Scoring',
    cell: fullCell((project) => {
      const { groupIds } = project.scoring;
      if (groupIds.length === 0) return '-';
      const view = projectScoringView(groupIds, context.scoringGroups?.groups ?? new Map());
      if (view) return <StatusIndicator type={view.indicator}>{view.text}</StatusIndicator>;
      return context.scoringGroups?.loading ? (
        <StatusIndicator type="loading">Loading</StatusIndicator>
      ) : (
        '-'
      );
    }),
  });
  if (sharing)
    columns.push({
      id: 'shared',
      header: 'Shared',
      cell: fullCell((project) => (project.shared ? 'Yes' : 'No')),
    });
  return columns;
}

export const defaultVisibleColumns = new Set([
  'id',
  'name',
  'status',
  'progress',
  'dateDue',
  'dateCreated',
  'owner',
  'sourceLang',
  'targetLangs',
  'client',
  'autoDeletionDateTime',
  'scoring',
  'shared',
]);
