import Alert from '@cloudscape-design/components/alert';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { format, projectMessages, webMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useProjectTemplateQuery } from '../../../api/projectTemplate';
import { useSaveProjectTemplate } from '../../../api/saveProjectTemplate';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFlash } from '../../../components/flash';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { templateBody } from './payload';
import { formOfTemplate } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups } from './useWizardLookups';

const TEMPLATE_LIST = '/web/projectTemplate/list';

/** /web/projectTemplate/edit/:projectTemplateId. */
export default function TemplateEditPage() {
  useDocumentTitle('Edit project template');
  const { projectTemplateId } = useParams();
  const id = Number(projectTemplateId) || null;
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const template = useProjectTemplateQuery(id);
  const lookups = useWizardLookups('templateEdit');
  const save = useSaveProjectTemplate();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useMemo(
    () => (template.data ? formOfTemplate(template.data) : null),
    [template.data],
  );

  const notFound = id === null || (isApiError(template.error) && template.error.status === 404);
  if (notFound) return <Navigate to="/web/error/notFound" replace />;
  if (template.isError)
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(template.error) })}
      </Alert>
    );
  if (!template.data || !form || !lookups.ready) return <PageSpinner />;
  const loaded = template.data;
  return (
    <ProjectWizard
      mode="templateEdit"
      initial={form}
      baseline={form}
      lookups={lookups}
      saving={save.isPending}
      saveError={saveError}
      onDismissSaveError={() => setSaveError(null)}
      onSubmit={(edited) => {
        setSaveError(null);
        save.mutate(
          { ...templateBody(edited, lookups.workflowSteps, loaded), id: loaded.id },
          {
            onSuccess: (saved) => {
              const content = format(webMessages.saved, {
                name: saved.projectTemplateName,
              });
              showFlash({ type: 'success', content }, { path: TEMPLATE_LIST });
              void navigate(TEMPLATE_LIST);
            },
            onError: (error) =>
              setSaveError(format(projectMessages.templateSaveFailed, { e: messageOf(error) })),
          },
        );
      }}
    />
  );
}
