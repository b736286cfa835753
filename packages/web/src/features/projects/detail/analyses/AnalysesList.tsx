import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import {
  analysisPageMessages,
  analysisTypeLabels,
  DEFAULT_PAGE_SIZE,
  format,
  jobMessages,
  projectMessages,
  webMessages,
  type AnalysisListItem,
} from '@tessera/contracts';
import { useProjectAnalysesQuery } from '../../../../api/analysis';
import { useDeleteAnalyses } from '../../../../api/deleteAnalyses';
import { ConfirmDeleteModal } from '../../../../components/ConfirmDeleteModal';
import { useFlash } from '../../../../components/flash';
import { InfoLink } from '../../../../components/InfoLink';
import { RouterLink } from '../../../../components/RouterLink';
import { useDates } from '../../../../components/useDates';
import { useAnalysisTask } from './useAnalysisTask';

type Column = TableProps.ColumnDefinition<AnalysisListItem>;

function columns(formatDateTime: (value: string) => string): Column[] {
  return [
    { id: 'id', header: 'ID', cell: (analysis) => analysis.id },
    { id: 'innerId', header: 'Inner ID', cell: (analysis) => analysis.innerId },
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (analysis) => (
        <RouterLink href={`/web/analyse/show/${analysis.id}`}>{analysis.name}</RouterLink>
      ),
    },
    { id: 'linguist', header: 'Linguist', cell: (analysis) => analysis.linguist ?? '-' },
    { id: 'type', header: 'Type', cell: (analysis) => analysisTypeLabels[analysis.type] },
    {
      id: 'dateCreated',
      header: 'Created',
      cell: (analysis) => formatDateTime(analysis.dateCreated),
    },
    { id: 'createdBy', header: 'Created by', cell: (analysis) => analysis.createdBy.userName },
    { id: 'organization', header: 'Organization', cell: (analysis) => analysis.organization.name },
    {
      id: 'languages',
      header: 'Languages',
      cell: (analysis) =>
        analysis.languages.map((pair) => `${pair.sourceLocale} → ${pair.targetLocale}`).join(', '),
    },
  ];
}

interface Props {
  projectUid: string;
  canEdit: boolean;
}

/** The project page's analyses (spec 001 "Analyses list"); other organizations' are not selectable. */
export function AnalysesList({ projectUid, canEdit }: Props) {
  const analyses = useProjectAnalysesQuery(projectUid);
  const remove = useDeleteAnalyses();
  const task = useAnalysisTask();
  const { formatDateTime } = useDates();
  const { showFlash } = useFlash();
  const [selected, setSelected] = useState<readonly AnalysisListItem[]>([]);
  const [deleting, setDeleting] = useState(false);
  const { items, collectionProps, paginationProps } = useCollection(analyses.data ?? [], {
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
  });
  const names = selected.map((analysis) => analysis.name).join(', ');
  const closeDelete = () => {
    setDeleting(false);
    remove.reset();
  };
  const confirmDelete = () =>
    remove.mutate(
      selected.map((analysis) => analysis.id),
      {
        onSuccess: () => {
          showFlash({ type: 'success', content: format(webMessages.deleted, { name: names }) });
          setSelected([]);
          closeDelete();
        },
      },
    );

  return (
    <section aria-label="Analyses">
      <SpaceBetween size="s">
        {task.running && (
          <ProgressBar
            value={task.progress}
            label="Analysis"
            description={analysisPageMessages.running}
          />
        )}
        <Table
          {...collectionProps}
          trackBy="id"
          items={analyses.isError ? [] : items}
          columnDefinitions={columns(formatDateTime)}
          loading={analyses.isPending}
          loadingText="Loading analyses"
          wrapLines
          selectionType={canEdit ? 'multi' : undefined}
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          isItemDisabled={(analysis) => !analysis.selectable}
          ariaLabels={{
            itemSelectionLabel: (_data, analysis) => analysis.name,
            allItemsSelectionLabel: () => 'Select all analyses',
            selectionGroupLabel: 'Analysis selection',
          }}
          empty={
            analyses.isError ? (
              <Box textAlign="center" color="text-status-error">
                {jobMessages.loadAnalysesFailed}
              </Box>
            ) : (
              <Box textAlign="center">{projectMessages.noAnalyses}</Box>
            )
          }
          header={
            <Header
              variant="h2"
              info={<InfoLink />}
              counter={analyses.data ? `(${analyses.data.length})` : undefined}
              actions={
                canEdit && (
                  <Button disabled={selected.length === 0} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                )
              }
            >
              Analyses
            </Header>
          }
          pagination={<Pagination {...paginationProps} />}
        />
      </SpaceBetween>
      {deleting && (
        <ConfirmDeleteModal
          header="Delete analyses"
          question={format(webMessages.deleteConfirm, { name: names })}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
      )}
    </section>
  );
}
