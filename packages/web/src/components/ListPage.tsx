import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { format, webMessages } from '@tessera/contracts';
import { messageOf } from '../api/http';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { useFlash } from './flash';
import { InfoLink } from './InfoLink';
import { useDocumentTitle } from './useDocumentTitle';
import { useFollow } from './useFollow';

interface Props<T extends { id: number }> {
  /** The page title and header, e.g. 'Project templates'. */
  title: string;
  /** The lower-case plural in texts, e.g. 'project templates'. */
  plural: string;
  items: UseQueryResult<T[]>;
  remove: UseMutationResult<void, Error, number>;
  nameOf(item: T): string;
  columns: TableProps.ColumnDefinition<T>[];
  emptyText: string;
  /** The table's 'Select all …' and '… selection' labels. */
  selectAllLabel: string;
  selectionGroupLabel: string;
  deleteHeader: string;
  createHref: string;
  createText: string;
  isItemDisabled?(item: T): boolean;
  /** Buttons before Delete and after it, given the chosen item. */
  leadingActions?(chosen: T | undefined): ReactNode;
  trailingActions?(chosen: T | undefined): ReactNode;
}

/** A full-page list with a counter, single selection, Delete on confirmation and a Create button. */
export function ListPage<T extends { id: number }>(props: Props<T>) {
  const { title, plural, items, remove, nameOf } = props;
  useDocumentTitle(title);
  const follow = useFollow();
  const { showFlash } = useFlash();
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
        showFlash({
          type: 'success',
          content: format(webMessages.deleted, { name: nameOf(chosen) }),
        });
        setSelected([]);
        closeDelete();
      },
    });
  const loadFailed = () =>
    format(webMessages.loadFailed, { what: plural, error: messageOf(items.error) });
  return (
    <>
      <Table
        variant="full-page"
        trackBy="id"
        items={items.data ?? []}
        loading={items.isPending}
        loadingText={`Loading ${plural}`}
        selectionType="single"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        isItemDisabled={props.isItemDisabled}
        ariaLabels={{
          itemSelectionLabel: (_data, item) => nameOf(item),
          allItemsSelectionLabel: () => props.selectAllLabel,
          selectionGroupLabel: props.selectionGroupLabel,
        }}
        empty={<Box textAlign="center">{items.isError ? loadFailed() : props.emptyText}</Box>}
        columnDefinitions={props.columns}
        header={
          <Header
            variant="awsui-h1-sticky"
            info={<InfoLink />}
            counter={items.data ? `(${items.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                {props.leadingActions?.(chosen)}
                <Button disabled={!chosen} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
                {props.trailingActions?.(chosen)}
                <Button variant="primary" href={props.createHref} onFollow={follow}>
                  {props.createText}
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
          question={format(webMessages.deleteConfirm, { name: nameOf(chosen) })}
          deleting={remove.isPending}
          error={remove.error}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
      )}
    </>
  );
}
