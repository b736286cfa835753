import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { format, webMessages, type TermBase } from '@tessera/contracts';
import { useDeleteTermBase } from '../../../api/deleteTermBase';
import { messageOf } from '../../../api/http';
import { useTermBasesQuery } from '../../../api/termBases';
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

/** /web/termBase/list: the organization's term bases, then other organizations' public ones. */
export default function TbListPage() {
  useDocumentTitle('Term bases');
  const termBases = useTermBasesQuery();
  const remove = useDeleteTermBase();
  const rights = useAssetRights();
  const follow = useFollow();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<readonly TermBase[]>([]);
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
        items={termBases.data ?? []}
        loading={termBases.isPending}
        loadingText="Loading term bases"
        selectionType="single"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={(termBase) => rights.isReadOnly(termBase)}
        ariaLabels={{
          itemSelectionLabel: (_data, termBase) => termBase.name,
          allItemsSelectionLabel: () => 'Select all term bases',
          selectionGroupLabel: 'Term base selection',
        }}
        empty={
          <Box textAlign="center">
            {termBases.isError
              ? format(webMessages.loadFailed, {
                  what: 'term bases',
                  error: messageOf(termBases.error),
                })
              : assetPageMessages.noTermBases}
          </Box>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (termBase) => (
              <SpaceBetween direction="horizontal" size="xs">
                <RouterLink href={`/web/termBase/show/${termBase.id}`}>{termBase.name}</RouterLink>
                {rights.isForeign(termBase) && <Badge color="blue">Public</Badge>}
              </SpaceBetween>
            ),
          },
          {
            id: 'languages',
            header: 'Languages',
            cell: (termBase) => termBase.langs.map(localeName).join(', '),
          },
          { id: 'client', header: 'Client', cell: (termBase) => termBase.client?.name ?? '-' },
          {
            id: 'concepts',
            header: 'Concepts',
            cell: (termBase) => termBase.conceptCount,
          },
          {
            id: 'terms',
            header: 'Terms',
            cell: (termBase) => countsText(termBase.termCounts, termBase.langs),
          },
          {
            id: 'created',
            header: 'Created',
            cell: (termBase) => formatDateTime(termBase.dateCreated),
          },
        ]}
        header={
          <Header
            variant="awsui-h1-sticky"
            info={<InfoLink />}
            counter={termBases.data ? `(${termBases.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={!chosen} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
                <Button variant="primary" href="/web/termBase/create" onFollow={follow}>
                  Create
                </Button>
              </SpaceBetween>
            }
          >
            Term bases
          </Header>
        }
      />
      {deleting && chosen && (
        <ConfirmDeleteModal
          header="Delete translation termBase"
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
