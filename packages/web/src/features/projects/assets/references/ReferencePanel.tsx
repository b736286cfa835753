import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetMessages, format } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import type { ReferenceFileUpload } from '../../../../api/referenceFileCreate';
import { referenceFileDownloadHref } from '../../../../api/referenceFileDownload';
import { useDates } from '../../../../components/useDates';
import type { AssetContext, AssetOwner, DraftBinding, ReferenceDraft } from '../assetContext';
import { AddReferenceModal } from './AddReferenceModal';
import { DeleteReferencesModal } from './DeleteReferencesModal';
import { createReference, deleteReferences, listReferences, referencesKey } from './referenceCalls';
import { newReferenceDraft, storedReferenceDraft } from './referenceDrafts';

interface Props {
  context: AssetContext;
  /** Draft mode: the wizard's references, changed without calling the server. */
  draft?: DraftBinding<ReferenceDraft>;
}

/** What the table and the buttons do, in live mode on the server, in draft mode on the form. */
interface ReferenceRows {
  items: ReferenceDraft[] | undefined;
  loadError: string | null;
  add(upload: ReferenceFileUpload): Promise<string | null>;
  remove(rows: readonly ReferenceDraft[]): Promise<string | null>;
}

const storedIds = (rows: readonly ReferenceDraft[]) =>
  rows.flatMap((row) => (row.id === null ? [] : [row.id]));

function useLiveRows(owner: AssetOwner | null, enabled: boolean): ReferenceRows {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: owner ? referencesKey(owner) : ['referenceFiles', 'none'],
    queryFn: () => (owner ? listReferences(owner) : Promise.resolve([])),
    enabled: enabled && owner !== null,
    retry: false,
  });
  // Each call answers with a message for the modal, or null when done.
  const run = async (call: (owner: AssetOwner) => Promise<unknown>) => {
    if (!owner) return null;
    try {
      await call(owner);
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: referencesKey(owner) });
    }
  };
  return {
    items: list.data?.map(storedReferenceDraft),
    loadError: list.isError ? messageOf(list.error) : null,
    add: (upload) => run((target) => createReference(target, upload)),
    remove: (rows) => run((target) => deleteReferences(target, storedIds(rows))),
  };
}

function draftRows(draft: DraftBinding<ReferenceDraft>): ReferenceRows {
  const current = draft.value ?? [];
  return {
    items: draft.value,
    loadError: null,
    add: (upload) => {
      draft.onChange([...current, newReferenceDraft(upload)]);
      return Promise.resolve(null);
    },
    remove: (rows) => {
      const removed = new Set(rows.map((row) => row.key));
      draft.onChange(current.filter((row) => !removed.has(row.key)));
      return Promise.resolve(null);
    },
  };
}

/** The References panel (spec 000 section 2.2): Download, Add reference and Delete over a table. */
export function ReferencePanel({ context, draft }: Props) {
  const { formatDateTime } = useDates();
  const live = useLiveRows(context.owner, !draft);
  const rows = draft ? draftRows(draft) : live;
  const [selected, setSelected] = useState<ReferenceDraft[]>([]);
  const [dialog, setDialog] = useState<'add' | 'delete' | null>(null);
  const items = rows.items ?? [];
  const chosen = selected.filter((row) => items.some((item) => item.key === row.key));
  const downloadable = storedIds(chosen);

  if (rows.loadError)
    return (
      <Alert type="error" header="References">
        {format(assetMessages.loadReferencesFailed, { error: rows.loadError })}
      </Alert>
    );
  return (
    <>
      <Table
        variant="container"
        loading={!draft && rows.items === undefined && context.owner !== null}
        loadingText="Loading references"
        items={items}
        trackBy="key"
        selectionType="multi"
        selectedItems={chosen}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          tableLabel: 'References',
          selectionGroupLabel: 'References',
          allItemsSelectionLabel: () => 'Select all references',
          itemSelectionLabel: (_selection, row) => `Select ${row.name ?? row.note ?? ''}`,
        }}
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (row) => row.name ?? '—' },
          { id: 'note', header: 'Note', cell: (row) => row.note ?? '' },
          {
            id: 'dateCreated',
            header: 'Created',
            cell: (row) => (row.id === null ? '' : formatDateTime(row.dateCreated)),
          },
          {
            id: 'createdBy',
            header: 'Created by',
            cell: (row) => (row.id === null ? '' : row.createdBy.userName),
          },
        ]}
        empty={<Box textAlign="center">{assetMessages.noReferences}</Box>}
        header={
          <Header
            variant="h2"
            counter={`(${items.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="download"
                  disabled={downloadable.length === 0}
                  href={referenceFileDownloadHref(downloadable)}
                  download
                >
                  Download
                </Button>
                {context.canEdit && (
                  <Button disabled={chosen.length === 0} onClick={() => setDialog('delete')}>
                    Delete
                  </Button>
                )}
                {context.canEdit && <Button onClick={() => setDialog('add')}>Add reference</Button>}
              </SpaceBetween>
            }
          >
            References
          </Header>
        }
      />
      {dialog === 'add' && (
        <AddReferenceModal
          isTemplate={context.isTemplate}
          onSubmit={rows.add}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteReferencesModal
          names={chosen.map((row) => row.name ?? row.note ?? '—')}
          onConfirm={async () => {
            const failure = await rows.remove(chosen);
            if (failure === null) setSelected([]);
            return failure;
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
