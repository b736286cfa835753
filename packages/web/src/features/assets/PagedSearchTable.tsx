import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState, type ReactNode } from 'react';
import { format, webMessages } from '@tessera/contracts';
import { messageOf } from '../../api/http';
import { useFlash } from '../../components/flash';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';

/** The search text, server page and selection of a paged search table, kept by its owner for the query. */
export function usePagedSearch<T>() {
  const [filterText, setFilterText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<readonly T[]>([]);
  return { filterText, setFilterText, q, setQ, page, setPage, selected, setSelected };
}

type PagedSearch<T> = ReturnType<typeof usePagedSearch<T>>;

interface Removal<TVariables> {
  isPending: boolean;
  error: unknown;
  reset(): void;
  mutate(variables: TVariables, options: { onSuccess(): void }): void;
}

interface Props<T, TVariables> {
  search: PagedSearch<T>;
  /** The page query: its records and paging come as items and paging. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: T[] | undefined;
  paging: { pages: number; total: number } | undefined;
  /** The header, e.g. 'Concepts'. */
  title: string;
  /** The lower-case plural in texts, e.g. 'concepts'. */
  plural: string;
  /** The singular in the selection group label, e.g. 'Concept'. */
  singular: string;
  emptyText: string;
  itemLabel: (item: T) => string;
  columns: TableProps.ColumnDefinition<T>[];
  filteringPlaceholder: string;
  filteringAriaLabel: string;
  readOnly: boolean;
  remove: Removal<TVariables>;
  removal: (chosen: T) => TVariables;
  deletedText: string;
  deleteHeader: string;
  deleteQuestion: (chosen: T) => string;
  /** The label of the button adding a record; without it, no adding. */
  addLabel?: string;
  /** The modal editing the chosen record, or adding one when there is none. */
  editor: (chosen: T | undefined, onClose: () => void) => ReactNode;
}

/** A memory's or term base's records, searched by text a server page at a time, to edit or delete. */
export function PagedSearchTable<T extends { id: number }, TVariables>(
  props: Props<T, TVariables>,
) {
  const { search, query, paging, plural, remove } = props;
  const { selected, setSelected, page, setPage } = search;
  const { showFlash } = useFlash();
  const [action, setAction] = useState<'add' | 'edit' | 'delete' | null>(null);
  const chosen = selected[0];
  const close = () => {
    setAction(null);
    remove.reset();
  };
  const closeSaved = () => {
    // The selected row holds the record from before the change.
    setSelected([]);
    close();
  };
  const confirmDelete = () =>
    chosen &&
    remove.mutate(props.removal(chosen), {
      onSuccess: () => {
        showFlash({ type: 'success', content: props.deletedText });
        closeSaved();
      },
    });
  const loadFailed = () =>
    format(webMessages.loadFailed, { what: plural, error: messageOf(query.error) });
  return (
    <>
      <Table
        trackBy="id"
        variant="container"
        items={props.items ?? []}
        loading={query.isPending}
        loadingText={`Loading ${plural}`}
        selectionType={props.readOnly ? undefined : 'single'}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          itemSelectionLabel: (_data, item) => props.itemLabel(item),
          allItemsSelectionLabel: () => `Select all ${plural}`,
          selectionGroupLabel: `${props.singular} selection`,
        }}
        wrapLines
        empty={<Box textAlign="center">{query.isError ? loadFailed() : props.emptyText}</Box>}
        columnDefinitions={props.columns}
        filter={
          <TextFilter
            filteringText={search.filterText}
            filteringPlaceholder={props.filteringPlaceholder}
            filteringAriaLabel={props.filteringAriaLabel}
            onChange={({ detail }) => search.setFilterText(detail.filteringText)}
            onDelayedChange={({ detail }) => {
              search.setQ(detail.filteringText.trim());
              setPage(0);
              setSelected([]);
            }}
            countText={paging ? `${paging.total} ${plural}` : undefined}
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
              !props.readOnly && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={!chosen} onClick={() => setAction('delete')}>
                    Delete
                  </Button>
                  <Button disabled={!chosen} onClick={() => setAction('edit')}>
                    Edit
                  </Button>
                  {props.addLabel && (
                    <Button onClick={() => setAction('add')}>{props.addLabel}</Button>
                  )}
                </SpaceBetween>
              )
            }
          >
            {props.title}
          </Header>
        }
      />
      {action === 'add' && props.editor(undefined, closeSaved)}
      {action === 'edit' && chosen && props.editor(chosen, closeSaved)}
      {action === 'delete' && chosen && (
        <ConfirmDeleteModal
          header={props.deleteHeader}
          question={props.deleteQuestion(chosen)}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={close}
        />
      )}
    </>
  );
}
