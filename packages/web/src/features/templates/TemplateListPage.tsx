import Button from '@cloudscape-design/components/button';
import { useNavigate } from 'react-router';
import { localeName, projectListMessages } from '@tessera/contracts';
import { useDeleteProjectTemplate } from '../../api/deleteProjectTemplate';
import { useProjectTemplatesQuery } from '../../api/projectTemplates';
import { ListPage } from '../../components/ListPage';
import { RouterLink } from '../../components/RouterLink';
import { useDates } from '../../components/useDates';

/** /web/projectTemplate/list: where template creation ends; edit, delete or start a project. */
export default function TemplateListPage() {
  const templates = useProjectTemplatesQuery();
  const remove = useDeleteProjectTemplate();
  const navigate = useNavigate();
  const { formatDateTime } = useDates();
  return (
    <ListPage
      title="Project templates"
      plural="project templates"
      items={templates}
      remove={remove}
      nameOf={(template) => template.projectTemplateName}
      emptyText={projectListMessages.noTemplates}
      selectAllLabel="Select all templates"
      selectionGroupLabel="Template selection"
      deleteHeader="Delete project template"
      createHref="/web/projectTemplate/create"
      createText="Create project template"
      leadingActions={(chosen) => (
        <Button
          disabled={!chosen}
          onClick={() => chosen && void navigate(`/web/projectTemplate/edit/${chosen.id}`)}
        >
          Edit
        </Button>
      )}
      trailingActions={(chosen) => (
        <Button
          disabled={!chosen}
          onClick={() => chosen && void navigate(`/web/project/create?templateId=${chosen.id}`)}
        >
          Create project from template
        </Button>
      )}
      columns={[
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
    />
  );
}
