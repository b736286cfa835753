import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ListPage } from '../../components/ListPage';
import { RouterLink } from '../../components/RouterLink';
import { useDates } from '../../components/useDates';
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
  const rights = useAssetRights();
  const { formatDateTime } = useDates();
  return (
    <ListPage
      title={props.title}
      plural={props.plural}
      items={props.assets}
      remove={props.remove}
      nameOf={(asset) => asset.name}
      emptyText={props.emptyText}
      selectAllLabel={`Select all ${props.plural}`}
      selectionGroupLabel={`${props.singular} selection`}
      deleteHeader={props.deleteHeader}
      createHref={`${props.basePath}/create`}
      createText="Create"
      isItemDisabled={(asset) => rights.isReadOnly(asset)}
      columns={[
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
    />
  );
}
