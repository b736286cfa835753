import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetMessages, format, type TmAssignment } from '@tessera/contracts';
import {
  transMemoryAssignmentsKey,
  useTransMemoryAssignmentsQuery,
} from '../../../../api/getTransMemories';
import { messageOf } from '../../../../api/http';
import { useFollow } from '../../../../components/useFollow';
import type { AssetContext, DraftBinding } from '../assetContext';
import { saveTransMemoryChanges } from './saveTransMemoryChanges';
import { TransMemoryDialog } from './TransMemoryDialog';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface Props {
  context: AssetContext;
  draft?: DraftBinding<TmAssignment>;
}

/** The translation memories panel of the project page and the wizard (spec 000 sections 2.2 and 2.4). */
export function TransMemoryPanel({ context, draft }: Props) {
  const live = context.mode === 'live';
  const query = useTransMemoryAssignmentsQuery(live ? context.owner : null);
  const queryClient = useQueryClient();
  const follow = useFollow();
  const [dialog, setDialog] = useState<'select' | 'configure' | null>(null);
  const rows = (live ? query.data : draft?.value) ?? [];
  const project = context.owner?.kind === 'project' ? context.owner.projectUid : null;

  async function save(after: TmAssignment[]) {
    if (!live) draft?.onChange(after);
    else if (context.owner) {
      // A failure may come after some locales were saved: the list is reloaded either way.
      try {
        await saveTransMemoryChanges(context.owner, rows, after);
      } finally {
        await queryClient.invalidateQueries({ queryKey: transMemoryAssignmentsKey(context.owner) });
      }
    }
    setDialog(null);
  }

  const selectButton =
    live && project ? (
      <Button
        href={`/web/selectTranslationMemoryWorkflow/${encodeURIComponent(project)}`}
        onFollow={follow}
      >
        Select TM
      </Button>
    ) : (
      <Button onClick={() => setDialog('select')}>Select TM</Button>
    );
  const actions = context.canEdit && (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={rows.length === 0} onClick={() => setDialog('configure')}>
        Configure
      </Button>
      {selectButton}
      {live && project && (
        <Button
          href={`/web/transMemory/create?project=${encodeURIComponent(project)}`}
          onFollow={follow}
        >
          Create
        </Button>
      )}
    </SpaceBetween>
  );
  const header = (
    <Header variant="h2" counter={`(${rows.length})`} actions={actions}>
      Translation memories
    </Header>
  );
  if (live && query.isError)
    return (
      <SpaceBetween size="s">
        {header}
        <Alert type="error">
          {format(assetMessages.loadTmsFailed, { error: messageOf(query.error) })}
        </Alert>
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
        trackBy={(row) => `${row.id}-${row.workflowStepId ?? ''}-${row.targetLang}`}
        empty={<Box textAlign="center">{assetMessages.noTmsConfigured}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            cell: (row) => (
              <Link href={`/web/transMemory/show/${row.id}`} onFollow={follow}>
                {row.name}
              </Link>
            ),
          },
          { id: 'client', header: 'Client', cell: (row) => row.client?.name ?? '' },
          { id: 'targetLang', header: 'Target locale', cell: (row) => row.targetLang },
          { id: 'workflowStep', header: 'Workflow step', cell: (row) => row.workflowStepName },
          { id: 'read', header: 'Read', cell: (row) => yesNo(row.readMode) },
          { id: 'write', header: 'Write', cell: (row) => yesNo(row.writeMode) },
          { id: 'penalty', header: 'Penalty', cell: (row) => `${row.penalty}%` },
        ]}
      />
      {dialog && (
        <TransMemoryDialog
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
