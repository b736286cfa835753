import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { format, webMessages } from '@tessera/contracts';
import { messageOf } from '../../api/http';
import { useFlash } from '../../components/flash';
import { InfoLink } from '../../components/InfoLink';
import { RouterLink } from '../../components/RouterLink';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFollow } from '../../components/useFollow';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { useAssetRights } from './useAssetRights';

/** What every listed memory or term base has. */
export interface ListedAsset {
  id: number;
  name: string;
  client?: { name: string } | null;
  dateCreated: string;
  createdBy: { organizationName: string };
}

type Column<T> = TableProps.ColumnDefinition<T>;

interface Props<T extends ListedAsset> {
  /** The page title, e.g. 'Term bases'. */
  title: string;
  /** The lower-case plural in texts, e.g. 'term bases'. */
  plural: string;
  /** The singular in the selection group label, e.g. 'Term base'. */
  singular: string;
  /** The route prefix, e.g. '/web/termBase'. */
  basePath: string;
  emptyText: string;
  deleteHeader: string;
  assets: UseQueryResult<T[]>;
  remove: UseMutationResult<void, Error, number>;
  /** Columns between the name and the client. */
  languageColumns: Column<T>[];
  /** Columns between the client and the creation date. */
  countColumns: Column<T>[];
}

/** A list page of memories or term bases: the organization's, then other organizations' public ones. */
export function AssetListPage<T extends ListedAsset>(props: Props<T>) {
  const { title, plural, assets, remove } = props;
  useDocumentTitle(title);
  const rights = useAssetRights();
  const follow = useFollow();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<readonly T[]>([]);
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
  const loadFailed = () =>
    format(webMessages.loadFailed, { what: plural, error: messageOf(assets.error) });
  return (
    <>
      <Table
        variant="full-page"
        trackBy="id"
        items={assets.data ?? []}
        loading={assets.isPending}
        loadingText={`Loading ${plural}`}
        selectionType="single"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={(asset) => rights.isReadOnly(asset)}
        ariaLabels={{
          itemSelectionLabel: (_data, asset) => asset.name,
          allItemsSelectionLabel: () => `Select all ${plural}`,
          selectionGroupLabel: `${props.singular} selection`,
        }}
        empty={<Box textAlign="center">{assets.isError ? loadFailed() : props.emptyText}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (asset) => (
              <SpaceBetween direction="horizontal" size="xs">
                <RouterLink href={`${props.basePath}/show/${asset.id}`}>{asset.name}</RouterLink>
                {rights.isForeign(asset) && <Badge color="blue">Public</Badge>}
              </SpaceBetween>
            ),
          },
          ...props.languageColumns,
          { id: 'client', header: 'Client', cell: (asset) => asset.client?.name ?? '-' },
          ...props.countColumns,
          { id: 'created', header: 'Created', cell: (asset) => formatDateTime(asset.dateCreated) },
        ]}
        header={
          <Header
            variant="awsui-h1-sticky"
            info={<InfoLink />}
            counter={assets.data ? `(${assets.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button disabled={!chosen} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
                <Button variant="primary" href={`${props.basePath}/create`} onFollow={follow}>
                  Create
                </Button>
              </SpaceBetween>
            }
          >
            {title}
          </Header>
        }
      />
      {deleting && chosen && (
        <ConfirmDeleteModal
          header={props.deleteHeader}
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
