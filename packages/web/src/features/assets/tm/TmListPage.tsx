import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { format, webMessages, type TranslationMemory } from '@tessera/contracts';
import { useDeleteTranslationMemory } from '../../../api/deleteTranslationMemory';
import { messageOf } from '../../../api/http';
import { useTranslationMemoriesQuery } from '../../../api/translationMemories';
import { useFlash } from '../../../components/flash';
import { InfoLink } from '../../../components/InfoLink';
import { RouterLink } from '../../../components/RouterLink';
import { useDates } from '../../../components/useDates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useFollow } from '../../../components/useFollow';
import { countsText, localeName } from '../assetFacts';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal';
import { assetPageMessages } from '../messages';
import { useAssetRights } from '../useAssetRights';

/** /web/transMemory/list: the organization's memories, then other organizations' public ones. */
export default function TmListPage() {
  useDocumentTitle('Translation memories');
  const memories = useTranslationMemoriesQuery();
  const remove = useDeleteTranslationMemory();
  const rights = useAssetRights();
  const follow = useFollow();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<readonly TranslationMemory[]>([]);
  const [deleting, setDeleting] = useState(false);
  const chosen = selected[0];
  const closeDelete = () => {
    setDeleting(false);
    remove.reset();
  };
  const confirmDelete = () =>
    chosen &&
    remove.mutate(chosen.id, {
      onSuccess: () => {
        showFlash({ type: 'success', content: format(webMessages.deleted, { name: chosen.name }) });
        setSelected([]);
        closeDelete();
      },
    });
  return (
    <>
      <Table
        variant="full-page"
        trackBy="id"
        items={memories.data ?? []}
        loading={memories.isPending}
        loadingText="Loading translation memories"
        selectionType="single"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={(memory) => rights.isReadOnly(memory)}
        ariaLabels={{
          itemSelectionLabel: (_data, memory) => memory.name,
          allItemsSelectionLabel: () => 'Select all translation memories',
          selectionGroupLabel: 'Translation memory selection',
        }}
        empty={
          <Box textAlign="center">
            {memories.isError
              ? format(webMessages.loadFailed, {
                  what: 'translation memories',
                  error: messageOf(memories.error),
                })
              : assetPageMessages.noTms}
          </Box>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (memory) => (
              <SpaceBetween direction="horizontal" size="xs">
                <RouterLink href={`/web/transMemory/show/${memory.id}`}>{memory.name}</RouterLink>
                {rights.isForeign(memory) && <Badge color="blue">Public</Badge>}
              </SpaceBetween>
            ),
          },
          { id: 'source', header: 'Source', cell: (memory) => localeName(memory.sourceLang) },
          {
            id: 'targets',
            header: 'Targets',
            cell: (memory) => memory.targetLangs.map(localeName).join(', '),
          },
          { id: 'client', header: 'Client', cell: (memory) => memory.client?.name ?? '-' },
          {
            id: 'units',
            header: 'Units',
            cell: (memory) => countsText(memory.unitCounts, memory.targetLangs),
          },
          {
            id: 'created',
            header: 'Created',
            cell: (memory) => formatDateTime(memory.dateCreated),
          },
        ]}
        header={
          <Header
            variant="awsui-h1-sticky"
            info={<InfoLink />}
            counter={memories.data ? `(${memories.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={!chosen} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
                <Button variant="primary" href="/web/transMemory/create" onFollow={follow}>
                  Create
                </Button>
              </SpaceBetween>
            }
          >
            Translation memories
          </Header>
        }
      />
      {deleting && chosen && (
        <ConfirmDeleteModal
          header="Delete translation memory"
          question={format(webMessages.deleteConfirm, { name: chosen.name })}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
      )}
    </>
  );
}
