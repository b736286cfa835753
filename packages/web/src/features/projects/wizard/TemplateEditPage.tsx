import Alert from '@cloudscape-design/components/alert';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { format, projectMessages, webMessages, type ProjectTemplate } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useProjectTemplateQuery } from '../../../api/projectTemplate';
import { useSaveProjectTemplate } from '../../../api/saveProjectTemplate';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFlash } from '../../../components/flash';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useAssetStart, type AssetStart } from './assetDrafts';
import { templateBody } from './payload';
import { formOfTemplate } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups, type WizardLookups } from './useWizardLookups';
import { useWizardSave } from './useWizardSave';

const TEMPLATE_LIST = '/web/projectTemplate/list';

/** /web/projectTemplate/edit/:projectTemplateId. */
export default function TemplateEditPage() {
  useDocumentTitle('Edit project template');
  const { projectTemplateId } = useParams();
  const id = Number(projectTemplateId) || null;
  const template = useProjectTemplateQuery(id);
  const lookups = useWizardLookups('templateEdit');
  const assetStart = useAssetStart(id === null ? null : { kind: 'template', templateId: id });

  const notFound = id === null || (isApiError(template.error) && template.error.status === 404);
  if (notFound) return <Navigate to="/web/error/notFound" replace />;
  if (template.isError)
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(template.error) })}
      </Alert>
    );
  if (!template.data || !lookups.ready || !assetStart.data) return <PageSpinner />;
  return (
    <TemplateEditWizard template={template.data} lookups={lookups} assetStart={assetStart.data} />
  );
}

interface WizardProps {
  template: ProjectTemplate;
  lookups: WizardLookups;
  assetStart: AssetStart;
}

function TemplateEditWizard({ template, lookups, assetStart }: WizardProps) {
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const save = useSaveProjectTemplate();
  const form = useMemo(() => formOfTemplate(template), [template]);
  const wizardSave = useWizardSave({
    saveRecord: (edited) =>
      save.mutateAsync({
        ...templateBody(edited, lookups.workflowSteps, template),
        id: template.id,
      }),
    ownerOf: (saved) => ({ kind: 'template', templateId: saved.id }),
    failureText: (error) => format(projectMessages.templateSaveFailed, { e: messageOf(error) }),
    onSaved: (saved) => {
      const content = format(webMessages.saved, { name: saved.projectTemplateName });
      showFlash({ type: 'success', content }, { path: TEMPLATE_LIST });
      void navigate(TEMPLATE_LIST);
    },
  });
  return (
    <ProjectWizard
      mode="templateEdit"
      initial={form}
      baseline={form}
      lookups={lookups}
      assetStart={assetStart}
      assetBaseline={assetStart.assets}
      assetOwner={{ kind: 'template', templateId: template.id }}
      saving={wizardSave.saving}
      saveError={wizardSave.saveError}
      onDismissSaveError={wizardSave.dismissSaveError}
      onSubmit={wizardSave.submit}
    />
  );
}
