import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import { assetMessages } from '@tessera/contracts';
import { useFollow } from '../../../components/useFollow';

interface PanelProps {
  title: string;
  empty: string;
  actions: ReactNode;
}

// The assignment lists and dialogs belong to the assets issue; until then each panel is empty.
function AssetPanel({ title, empty, actions }: PanelProps) {
  return (
    <Table
      variant="container"
      items={[]}
      columnDefinitions={[{ id: 'name', header: 'Name', cell: () => null }]}
      empty={<Box textAlign="center">{empty}</Box>}
      header={
        <Header variant="h2" counter="(0)" actions={actions}>
          {title}
        </Header>
      }
    />
  );
}

/** The term base, translation memory and reference panels of the project page (spec 000 section 2.2). */
export function AssetPanels({ projectUid, canEdit }: { projectUid: string; canEdit: boolean }) {
  const follow = useFollow();
  const project = encodeURIComponent(projectUid);
  const buttons = (create: string, select: string, selectLabel: string) =>
    canEdit && (
      <SpaceBetween direction="horizontal" size="xs">
        <Button disabled>Configure</Button>
        <Button href={select} onFollow={follow}>
          {selectLabel}
        </Button>
        <Button href={create} onFollow={follow}>
          Create
        </Button>
      </SpaceBetween>
    );
  return (
    <SpaceBetween size="l">
      <AssetPanel
        title="Term bases"
        empty={assetMessages.noTermBasesConfigured}
        actions={buttons(
          `/web/termBase/create?project=${project}`,
          `/web/selectTermBaseWorkflow/${project}`,
          'Select TB',
        )}
      />
      <AssetPanel
        title="Translation memories"
        empty={assetMessages.noTmsConfigured}
        actions={buttons(
          `/web/transMemory/create?project=${project}`,
          `/web/selectTranslationMemoryWorkflow/${project}`,
          'Select TM',
        )}
      />
      <AssetPanel
        title="References"
        empty={assetMessages.noReferences}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button disabled>Download</Button>
            {canEdit && <Button disabled>Delete</Button>}
            {canEdit && <Button disabled>Add reference</Button>}
          </SpaceBetween>
        }
      />
    </SpaceBetween>
  );
}
