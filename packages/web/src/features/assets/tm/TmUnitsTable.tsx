import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { format, webMessages, type TmUnit, type TranslationMemory } from '@tessera/contracts';
import { useDeleteTmUnit } from '../../../api/deleteTmUnit';
import { messageOf } from '../../../api/http';
import { useTmUnitsQuery } from '../../../api/tmUnits';
import { useFlash } from '../../../components/flash';
import { useDates } from '../../../components/useDates';
import { localeName } from '../assetFacts';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal';
import { assetPageMessages } from '../messages';
import { EditUnitModal } from './EditUnitModal';

/** The memory's units, searched by source or target text, a server page at a time. */
export function TmUnitsTable({
  memory,
  readOnly,
}: {
  memory: TranslationMemory;
  readOnly: boolean;
}) {
  const [filterText, setFilterText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const units = useTmUnitsQuery({ id: memory.id, q, page });
  const remove = useDeleteTmUnit();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<readonly TmUnit[]>([]);
  const [action, setAction] = useState<'edit' | 'delete' | null>(null);
  const chosen = selected[0];
  const paging = units.data?.paging;
  const close = () => {
    setAction(null);
    remove.reset();
  };
  const confirmDelete = () =>
    chosen &&
    remove.mutate(
      { id: memory.id, unitId: chosen.id },
      {
        onSuccess: () => {
          showFlash({ type: 'success', content: assetPageMessages.unitDeleted });
          setSelected([]);
          close();
        },
      },
    );
  return (
    <>
      <Table
        trackBy="id"
        variant="container"
        items={units.data?.units ?? []}
        loading={units.isPending}
        loadingText="Loading units"
        selectionType={readOnly ? undefined : 'single'}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          itemSelectionLabel: (_data, unit) => unit.source,
          allItemsSelectionLabel: () => 'Select all units',
          selectionGroupLabel: 'Unit selection',
        }}
        wrapLines
        empty={
          <Box textAlign="center">
            {units.isError
              ? format(webMessages.loadFailed, { what: 'units', error: messageOf(units.error) })
              : assetPageMessages.noUnits}
          </Box>
        }
        columnDefinitions={[
          { id: 'source', header: 'Source', isRowHeader: true, cell: (unit) => unit.source },
          { id: 'target', header: 'Target', cell: (unit) => unit.target },
          {
            id: 'targetLang',
            header: 'Target language',
            cell: (unit) => localeName(unit.targetLang),
          },
          { id: 'modifiedBy', header: 'Modified by', cell: (unit) => unit.modifiedBy },
          { id: 'modified', header: 'Modified', cell: (unit) => formatDateTime(unit.dateModified) },
        ]}
        filter={
          <TextFilter
            filteringText={filterText}
            filteringPlaceholder="Search source or target text"
            filteringAriaLabel="Search units"
            onChange={({ detail }) => setFilterText(detail.filteringText)}
            onDelayedChange={({ detail }) => {
              setQ(detail.filteringText.trim());
              setPage(0);
              setSelected([]);
            }}
            countText={paging ? `${paging.total} units` : undefined}
          />
        }
        pagination={
          <Pagination
            currentPageIndex={page + 1}
            pagesCount={Math.max(paging?.pages ?? 1, 1)}
            onChange={({ detail }) => {
              setPage(detail.currentPageIndex - 1);
              setSelected([]);
            }}
          />
        }
        header={
          <Header
            variant="h2"
            counter={paging ? `(${paging.total})` : undefined}
            actions={
              !readOnly && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={!chosen} onClick={() => setAction('delete')}>
                    Delete
                  </Button>
                  <Button disabled={!chosen} onClick={() => setAction('edit')}>
                    Edit
                  </Button>
                </SpaceBetween>
              )
            }
          >
            Units
          </Header>
        }
      />
      {action === 'edit' && chosen && (
        <EditUnitModal
          memoryId={memory.id}
          unit={chosen}
          onClose={() => {
            // The selected row holds the text from before the edit.
            setSelected([]);
            close();
          }}
        />
      )}
      {action === 'delete' && chosen && (
        <ConfirmDeleteModal
          header="Delete unit"
          question={format(assetPageMessages.unitDeleteConfirm, { source: chosen.source })}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={close}
        />
      )}
    </>
  );
}
