import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { DEFAULT_PAGE_SIZE, type AuditSegment, type JobPartAudit } from '@tessera/contracts';
import { useMemo } from 'react';
import { useDates } from '../../components/useDates';
import { TaggedText } from '../../components/TaggedText';
import { auditLabels } from './auditLabels';

/** A row of the snapshot: a segment and the job part it belongs to. */
export interface AuditRow extends AuditSegment {
  jobPartId: number;
}

export const auditRowsOf = (audits: readonly JobPartAudit[]): AuditRow[] =>
  audits.flatMap(({ jobPartId, segments }) =>
    segments.map((segment) => ({ ...segment, jobPartId })),
  );

// A segment never changed has no change to show; a dash says so.
const orDash = (value: string | null) => value ?? '-';

function columns(
  formatDateTime: (value: number) => string,
  severalParts: boolean,
): TableProps.ColumnDefinition<AuditRow>[] {
  const jobPart: TableProps.ColumnDefinition<AuditRow> = {
    id: 'jobPart',
    header: auditLabels.jobPart,
    cell: (row) => row.jobPartId,
  };
  return [
    ...(severalParts ? [jobPart] : []),
    { id: 'segmentId', header: auditLabels.segmentId, cell: (row) => row.segmentId },
    { id: 'source', header: auditLabels.source, cell: (row) => <TaggedText text={row.srcText} /> },
    {
      id: 'target',
      header: auditLabels.target,
      cell: (row) => <TaggedText text={row.targetText} />,
    },
    {
      id: 'when',
      header: auditLabels.when,
      // The milliseconds too: what the snapshot field takes, and finer than the minute shown.
      cell: (row) =>
        row.timestamp === null ? (
          '-'
        ) : (
          <>
            {formatDateTime(row.timestamp)}
            <Box variant="small" display="block">
              {row.timestamp}
            </Box>
          </>
        ),
    },
    {
      id: 'modifiedBy',
      header: auditLabels.modifiedBy,
      cell: (row) => orDash(row.modifiedByUsername),
    },
    { id: 'traceId', header: auditLabels.traceId, cell: (row) => orDash(row.traceId) },
  ];
}

interface Props {
  audits: readonly JobPartAudit[];
  loading: boolean;
}

/** The snapshot of spec 001's report: one row per segment, filtered and paged in the browser. */
export function AuditTable({ audits, loading }: Props) {
  const { formatDateTime } = useDates();
  const rows = useMemo(() => auditRowsOf(audits), [audits]);
  const empty = <Box textAlign="center">{auditLabels.empty}</Box>;
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } =
    useCollection(rows, {
      filtering: {
        empty,
        noMatch: <Box textAlign="center">{auditLabels.noMatch}</Box>,
        fields: ['segmentId', 'srcText', 'targetText', 'modifiedByUsername', 'traceId'],
      },
      pagination: { pageSize: DEFAULT_PAGE_SIZE },
    });
  return (
    <Table
      {...collectionProps}
      items={items}
      trackBy={(row) => `${row.jobPartId}-${row.segmentId}`}
      columnDefinitions={columns(formatDateTime, audits.length > 1)}
      loading={loading}
      loadingText={auditLabels.loading}
      empty={empty}
      wrapLines
      header={
        <Header variant="h2" counter={loading ? undefined : `(${rows.length})`}>
          {auditLabels.snapshot}
        </Header>
      }
      filter={
        <TextFilter
          {...filterProps}
          filteringPlaceholder={auditLabels.filterPlaceholder}
          filteringAriaLabel={auditLabels.filterPlaceholder}
          countText={`${filteredItemsCount ?? 0} matches`}
        />
      }
      pagination={<Pagination {...paginationProps} />}
    />
  );
}
