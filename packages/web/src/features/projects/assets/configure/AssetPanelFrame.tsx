import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { format } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import { useFollow } from '../../../../components/useFollow';
import type { AssetContext, AssetOwner, DraftBinding } from '../assetContext';
import type { AssetDialogProps } from './AssetDialog';
import { useReloadingSave } from './useReloadingSave';

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What the project page and the wizard hand a panel. */
export interface AssetPanelProps<Row> {
  context: AssetContext;
  draft?: DraftBinding<Row>;
}

interface Props<Row> extends AssetPanelProps<Row> {
  /** The live mode's assignments. */
  query: UseQueryResult<Row[]>;
  /** The live save, after which the list under reloadKey is reloaded. */
  saveChanges: (owner: AssetOwner, before: Row[], after: Row[]) => Promise<void>;
  reloadKey: (owner: AssetOwner) => QueryKey;
  title: string;
  selectText: string;
  /** The project page's select workflow page, before the project uid. */
  selectPath: string;
  /** The asset's create page, which returns to the project. */
  createPath: string;
  /** The message template of a failed load, with {error}. */
  loadFailed: string;
  empty: string;
  trackBy: (row: Row) => string;
  /** The first column: the asset's name, a link to its page. */
  nameOf: (row: Row) => string;
  showHref: (row: Row) => string;
  columns: TableProps.ColumnDefinition<Row>[];
  Dialog: ComponentType<AssetDialogProps<Row>>;
}

/** The term base or translation memory panel of the project page and the wizard (spec 000 sections 2.2 and 2.4). */
export function AssetPanelFrame<Row>({ context, draft, query, Dialog, ...asset }: Props<Row>) {
  const live = context.mode === 'live';
  const saveLive = useReloadingSave(asset.saveChanges, asset.reloadKey);
  const follow = useFollow();
  const [dialog, setDialog] = useState<'select' | 'configure' | null>(null);
  const rows = (live ? query.data : draft?.value) ?? [];
  const project = context.owner?.kind === 'project' ? context.owner.projectUid : null;

  async function save(after: Row[]) {
    if (!live) draft?.onChange(after);
    else if (context.owner) await saveLive(context.owner, rows, after);
    setDialog(null);
  }

  const selectButton =
    live && project ? (
      <Button href={`${asset.selectPath}${encodeURIComponent(project)}`} onFollow={follow}>
        {asset.selectText}
      </Button>
    ) : (
      <Button onClick={() => setDialog('select')}>{asset.selectText}</Button>
    );
  const actions = context.canEdit && (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={rows.length === 0} onClick={() => setDialog('configure')}>
        Configure
      </Button>
      {selectButton}
      {live && project && (
        <Button
          href={`${asset.createPath}?project=${encodeURIComponent(project)}`}
          onFollow={follow}
        >
          Create
        </Button>
      )}
    </SpaceBetween>
  );
  const header = (
    <Header variant="h2" counter={`(${rows.length})`} actions={actions}>
      {asset.title}
    </Header>
  );
  if (live && query.isError)
    return (
      <SpaceBetween size="s">
        {header}
        <Alert type="error">{format(asset.loadFailed, { error: messageOf(query.error) })}</Alert>
      </SpaceBetween>
    );
  return (
    <>
      <Table
        variant="container"
        header={header}
        items={rows}
        loading={live && query.isPending}
        loadingText="Loading"
        trackBy={asset.trackBy}
        empty={<Box textAlign="center">{asset.empty}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            cell: (row) => (
              <Link href={asset.showHref(row)} onFollow={follow}>
                {asset.nameOf(row)}
              </Link>
            ),
          },
          ...asset.columns,
        ]}
      />
      {dialog && (
        <Dialog
          context={context}
          before={rows}
          step={dialog}
          onClose={() => setDialog(null)}
          onSave={save}
        />
      )}
    </>
  );
}
