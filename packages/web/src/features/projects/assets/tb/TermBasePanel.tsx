import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { assetMessages, format, type TbAssignment } from '@tessera/contracts';
import { termBaseAssignmentsKey, useTermBaseAssignmentsQuery } from '../../../../api/getTermBases';
import { messageOf } from '../../../../api/http';
import { useFollow } from '../../../../components/useFollow';
import type { AssetContext, DraftBinding } from '../assetContext';
import { saveTermBaseChanges } from './saveTermBaseChanges';
import { TermBaseDialog } from './TermBaseDialog';
import { tbPriorityLabel } from './tbLabels';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

interface Props {
  context: AssetContext;
  draft?: DraftBinding<TbAssignment>;
}

/** The term bases panel of the project page and the wizard (spec 000 sections 2.2 and 2.4). */
export function TermBasePanel({ context, draft }: Props) {
  const live = context.mode === 'live';
  const query = useTermBaseAssignmentsQuery(live ? context.owner : null);
  const queryClient = useQueryClient();
  const follow = useFollow();
  const [dialog, setDialog] = useState<'select' | 'configure' | null>(null);
  const rows = (live ? query.data : draft?.value) ?? [];
  const project = context.owner?.kind === 'project' ? context.owner.projectUid : null;

  async function save(after: TbAssignment[]) {
    if (!live) draft?.onChange(after);
    else if (context.owner) {
      // A failure may come after some locales were saved: the list is reloaded either way.
      try {
        await saveTermBaseChanges(context.owner, rows, after);
      } finally {
        await queryClient.invalidateQueries({ queryKey: termBaseAssignmentsKey(context.owner) });
      }
    }
    setDialog(null);
  }

  const selectButton =
    live && project ? (
      <Button href={`/web/selectTermBaseWorkflow/${encodeURIComponent(project)}`} onFollow={follow}>
        Select TB
      </Button>
    ) : (
      <Button onClick={() => setDialog('select')}>Select TB</Button>
    );
  const actions = context.canEdit && (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={rows.length === 0} onClick={() => setDialog('configure')}>
        Configure
      </Button>
      {selectButton}
      {live && project && (
        <Button
          href={`/web/termBase/create?project=${encodeURIComponent(project)}`}
          onFollow={follow}
        >
          Create
        </Button>
      )}
    </SpaceBetween>
  );
  const header = (
    <Header variant="h2" counter={`(${rows.length})`} actions={actions}>
      Term bases
    </Header>
  );
  if (live && query.isError)
    return (
      <SpaceBetween size="s">
        {header}
        <Alert type="error">
          {format(assetMessages.loadTermBasesFailed, { error: messageOf(query.error) })}
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
        trackBy={(row) => `${row.termBase.id}-${row.targetLang}`}
        empty={<Box textAlign="center">{assetMessages.noTermBasesConfigured}</Box>}
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            cell: (row) => (
              <Link href={`/web/termBase/show/${row.termBase.id}`} onFollow={follow}>
                {row.termBase.name}
              </Link>
            ),
          },
          { id: 'client', header: 'Client', cell: (row) => row.termBase.client?.name ?? '' },
          { id: 'targetLang', header: 'Target locale', cell: (row) => row.targetLang },
          { id: 'read', header: 'Read', cell: (row) => yesNo(row.readMode) },
          { id: 'write', header: 'Write', cell: (row) => yesNo(row.writeMode) },
          { id: 'qa', header: 'QA', cell: (row) => yesNo(row.qualityAssurance) },
          {
            id: 'priority',
            header: 'Priority',
            cell: (row) => tbPriorityLabel(row.priority),
          },
        ]}
      />
      {dialog && (
        <TermBaseDialog
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
