import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import {
  format,
  localeName,
  PAGE_SIZE_OPTIONS,
  projectListMessages,
  RECYCLE_BIN_RETENTION_DAYS,
  webMessages,
  type ProjectListItem,
} from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useRecycleBinQuery } from '../../../api/recycleBin';
import { useRestoreProject } from '../../../api/restoreProject';
import { useFlash } from '../../../components/flash';
import { RouterLink } from '../../../components/RouterLink';
import { useDates } from '../../../components/useDates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useProjectRights } from '../useProjectRights';

// The bin is short-lived (30 days), so one page of the largest size shows it all.
const BIN_PAGE_SIZE = Math.max(...PAGE_SIZE_OPTIONS);

/** /web/project/recycleBin: deleted projects, restorable until they are deleted for good. */
export default function RecycleBinPage() {
  useDocumentTitle('Recycle Bin');
  const bin = useRecycleBinQuery(BIN_PAGE_SIZE);
  const restore = useRestoreProject();
  const rights = useProjectRights();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<readonly ProjectListItem[]>([]);
  const chosen = selected[0];

  const restoreChosen = () => {
    if (!chosen) return;
    restore.mutate(chosen.uid, {
      onSuccess: () => {
        setSelected([]);
        showFlash({
          type: 'success',
          content: format(projectListMessages.restored, { name: chosen.name }),
        });
      },
      onError: (error) => showFlash({ type: 'error', content: messageOf(error) }),
    });
  };
  return (
    <Table
      variant="full-page"
      trackBy="uid"
      items={bin.data ?? []}
      loading={bin.isPending}
      loadingText="Loading the Recycle Bin"
      selectionType="single"
      selectedItems={selected}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      ariaLabels={{
        itemSelectionLabel: (_data, project) => project.name,
        allItemsSelectionLabel: () => 'Select all projects',
        selectionGroupLabel: 'Project selection',
      }}
      empty={
        <Box textAlign="center">
          {bin.isError
            ? format(webMessages.loadFailed, {
                what: 'the Recycle Bin',
                error: messageOf(bin.error),
              })
            : projectListMessages.noBinnedProjects}
        </Box>
      }
      columnDefinitions={[
        { id: 'id', header: 'ID', cell: (project) => project.id },
        {
          id: 'name',
          header: 'Name',
          isRowHeader: true,
          cell: (project) => project.name,
        },
        { id: 'owner', header: 'Owner', cell: (project) => project.owner.userName },
        {
          id: 'source',
          header: 'Source',
          cell: (project) => localeName(project.sourceLang),
        },
        {
          id: 'created',
          header: 'Created',
          cell: (project) => formatDateTime(project.dateCreated),
        },
        {
          id: 'recycled',
          header: 'Deleted for good on',
          cell: (project) => formatDateTime(project.autoRecycleDate),
        },
      ]}
      header={
        <Header
          variant="awsui-h1-sticky"
          counter={bin.data ? `(${bin.data.length})` : undefined}
          description={`Deleted projects stay here for ${RECYCLE_BIN_RETENTION_DAYS} days, then they are deleted for good.`}
          actions={
            <Button
              variant="primary"
              disabled={!chosen || !rights.canDelete(chosen.owner.id)}
              loading={restore.isPending}
              onClick={restoreChosen}
            >
              Restore
            </Button>
          }
        >
          <RouterLink href="/web/project/list" fontSize="heading-xl">
            Projects
          </RouterLink>{' '}
          / Recycle Bin
        </Header>
      }
    />
  );
}
