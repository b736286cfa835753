import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, format, webMessages } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import type { SetupCollection, SetupRecord } from '../../../api/setupCollections';
import { useSetupRecordsQuery } from '../../../api/setupRecords';
import { DeleteRecordModal } from './DeleteRecordModal';
import { RecordFormModal } from './RecordFormModal';
import type { CollectionConfig } from './types';

type Dialog<R> = { kind: 'create' } | { kind: 'edit'; record: R } | { kind: 'delete'; record: R };

/** The table of one setup collection with create and edit in a modal and delete on confirmation. */
export function RecordCollection<C extends SetupCollection, TDraft extends object>({
  config,
}: {
  config: CollectionConfig<C, TDraft>;
}) {
  const records = useSetupRecordsQuery(config.collection);
  const [dialog, setDialog] = useState<Dialog<SetupRecord<C>> | null>(null);
  const allRecords = records.data ?? [];
  const noRecords = format(webMessages.noRecords, { records: config.title.toLowerCase() });
  const empty = (
    <Box textAlign="center" color="inherit">
      {records.isError
        ? format(webMessages.loadFailed, {
            what: config.title.toLowerCase(),
            error: messageOf(records.error),
          })
        : noRecords}
    </Box>
  );
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } =
    useCollection(allRecords, {
      filtering: {
        empty,
        noMatch: <Box textAlign="center">{noRecords}</Box>,
        filteringFunction: (record, text) =>
          config.nameOf(record).toLowerCase().includes(text.toLowerCase()),
      },
      pagination: { pageSize: DEFAULT_PAGE_SIZE },
      selection: { trackBy: 'id' },
    });
  // The selection keeps the record as it was when picked; show it as it is now.
  const selectedId = collectionProps.selectedItems?.[0]?.id;
  const selected = allRecords.find((record) => record.id === selectedId);
  const close = () => setDialog(null);

  return (
    <>
      <Table
        {...collectionProps}
        selectionType="single"
        trackBy="id"
        items={items}
        columnDefinitions={config.columns}
        loading={records.isPending}
        loadingText={`Loading ${config.title.toLowerCase()}`}
        empty={empty}
        ariaLabels={{
          itemSelectionLabel: (_data, record) => config.nameOf(record),
          allItemsSelectionLabel: () => 'select all',
          selectionGroupLabel: `${config.title} selection`,
        }}
        header={
          <Header
            counter={records.data ? `(${records.data.length})` : undefined}
            description={config.description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {config.extraActions?.(selected)}
                <Button
                  disabled={!selected}
                  onClick={() => selected && setDialog({ kind: 'edit', record: selected })}
                >
                  Edit
                </Button>
                {config.deletable && (
                  <Button
                    disabled={!selected}
                    onClick={() => selected && setDialog({ kind: 'delete', record: selected })}
                  >
                    Delete
                  </Button>
                )}
                <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
                  Create {config.noun}
                </Button>
              </SpaceBetween>
            }
          >
            {config.title}
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder={`Find ${config.title.toLowerCase()}`}
            countText={`${filteredItemsCount ?? 0} matches`}
          />
        }
        pagination={<Pagination {...paginationProps} />}
      />
      {dialog?.kind === 'create' && <RecordFormModal config={config} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <RecordFormModal config={config} record={dialog.record} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecordModal
          collection={config.collection}
          noun={config.noun}
          record={{ id: dialog.record.id, name: config.nameOf(dialog.record) }}
          onClose={close}
        />
      )}
    </>
  );
}
