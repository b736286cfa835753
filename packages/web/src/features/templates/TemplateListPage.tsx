import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Alert from '@cloudscape-design/components/alert';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  format,
  languageNames,
  projectListMessages,
  webMessages,
  type ProjectTemplateSummary,
} from '@tessera/contracts';
import { useDeleteProjectTemplate } from '../../api/deleteProjectTemplate';
import { messageOf } from '../../api/http';
import { useProjectTemplatesQuery } from '../../api/projectTemplates';
import { useFlash } from '../../components/flash';
import { InfoLink } from '../../components/InfoLink';
import { RouterLink } from '../../components/RouterLink';
import { useDates } from '../../components/useDates';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFollow } from '../../components/useFollow';
import { ModalFooter } from '../../components/ModalFooter';

const localeName = (code: string) => languageNames.get(code) ?? code;

/** /web/projectTemplate/list: where template creation ends; edit, delete or start a project. */
export default function TemplateListPage() {
  useDocumentTitle('Project templates');
  const templates = useProjectTemplatesQuery();
  const remove = useDeleteProjectTemplate();
  const navigate = useNavigate();
  const follow = useFollow();
  const { showFlash } = useFlash();
  const { formatDateTime } = useDates();
  const [selected, setSelected] = useState<readonly ProjectTemplateSummary[]>([]);
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
          content: format(webMessages.deleted, { name: chosen.projectTemplateName }),
        });
        setSelected([]);
        closeDelete();
      },
    });
  return (
    <>
      <Table
        variant="full-page"
        trackBy="id"
        items={templates.data ?? []}
        loading={templates.isPending}
        loadingText="Loading project templates"
        selectionType="single"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          itemSelectionLabel: (_data, template) => template.projectTemplateName,
          allItemsSelectionLabel: () => 'Select all templates',
          selectionGroupLabel: 'Template selection',
        }}
        empty={
          <Box textAlign="center">
            {templates.isError
              ? format(webMessages.loadFailed, {
                  what: 'project templates',
                  error: messageOf(templates.error),
                })
              : projectListMessages.noTemplates}
          </Box>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: 'Name',
            isRowHeader: true,
            cell: (template) => (
              <RouterLink href={`/web/projectTemplate/edit/${template.id}`}>
                {template.projectTemplateName}
              </RouterLink>
            ),
          },
          {
            id: 'languages',
            header: 'Languages',
            cell: (template) =>
              template.sourceLocale
                ? `${localeName(template.sourceLocale)} → ${template.targetLocales.map(localeName).join(', ') || '-'}`
                : '-',
          },
          { id: 'client', header: 'Client', cell: (template) => template.client?.name ?? '-' },
          {
            id: 'createdBy',
            header: 'Created by',
            cell: (template) => template.createdBy.userName,
          },
          {
            id: 'created',
            header: 'Created',
            cell: (template) => formatDateTime(template.dateCreated),
          },
        ]}
        header={
          <Header
            variant="awsui-h1-sticky"
            info={<InfoLink />}
            counter={templates.data ? `(${templates.data.length})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={!chosen}
                  onClick={() => chosen && void navigate(`/web/projectTemplate/edit/${chosen.id}`)}
                >
                  Edit
                </Button>
                <Button disabled={!chosen} onClick={() => setDeleting(true)}>
                  Delete
                </Button>
                <Button
                  disabled={!chosen}
                  onClick={() =>
                    chosen && void navigate(`/web/project/create?templateId=${chosen.id}`)
                  }
                >
                  Create project from template
                </Button>
                <Button variant="primary" href="/web/projectTemplate/create" onFollow={follow}>
                  Create project template
                </Button>
              </SpaceBetween>
            }
          >
            Project templates
          </Header>
        }
      />
      {deleting && chosen && (
        <Modal
          visible
          onDismiss={closeDelete}
          header="Delete project template"
          footer={
            <ModalFooter
              onCancel={closeDelete}
              primary={{ text: 'Delete', onClick: confirmDelete, loading: remove.isPending }}
            />
          }
        >
          <SpaceBetween size="m">
            <Box>{format(webMessages.deleteConfirm, { name: chosen.projectTemplateName })}</Box>
            {remove.isError && <Alert type="error">{messageOf(remove.error)}</Alert>}
          </SpaceBetween>
        </Modal>
      )}
    </>
  );
}
