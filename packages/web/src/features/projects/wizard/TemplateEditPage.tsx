import { useNavigate, useParams } from 'react-router';
import { format, projectMessages, webMessages } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useProjectTemplateQuery } from '../../../api/projectTemplate';
import { useSaveProjectTemplate } from '../../../api/saveProjectTemplate';
import { useBreadcrumbs } from '../../../components/breadcrumbs';
import { useFlash } from '../../../components/flash';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { EditWizardPage } from './EditWizardPage';
import { templateBody } from './payload';
import { formOfTemplate } from './projectForm';

const TEMPLATE_LIST = '/web/projectTemplate/list';

/** /web/projectTemplate/edit/:projectTemplateId. */
export default function TemplateEditPage() {
  useDocumentTitle('Edit project template');
  const { projectTemplateId } = useParams();
  const id = Number(projectTemplateId) || null;
  const template = useProjectTemplateQuery(id);
  useBreadcrumbs([
    { text: 'Project templates', href: TEMPLATE_LIST },
    {
      text: template.data?.name ?? 'Edit project template',
      href: `/web/projectTemplate/edit/${id}`,
    },
  ]);
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const save = useSaveProjectTemplate();
  return (
    <EditWizardPage
      mode="templateEdit"
      record={template}
      owner={id === null ? null : { kind: 'template', templateId: id }}
      formOf={formOfTemplate}
      saveOptions={(loaded, lookups) => ({
        saveRecord: (edited) =>
          save.mutateAsync({
            ...templateBody(edited, lookups.workflowSteps, loaded),
            id: loaded.id,
          }),
        ownerOf: (saved) => ({ kind: 'template', templateId: saved.id }),
        failureText: (error) => format(projectMessages.templateSaveFailed, { e: messageOf(error) }),
        onSaved: (saved) => {
          const content = format(webMessages.saved, { name: saved.projectTemplateName });
          showFlash({ type: 'success', content }, { path: TEMPLATE_LIST });
          void navigate(TEMPLATE_LIST);
        },
      })}
    />
  );
}
