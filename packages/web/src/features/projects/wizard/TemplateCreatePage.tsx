import Alert from '@cloudscape-design/components/alert';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { format, projectMessages, webMessages } from '@tessera/contracts';
import { useCreateProjectTemplate } from '../../../api/createProjectTemplate';
import { isApiError, messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { NoPermissionPage } from '../../../components/NoPermissionPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFlash } from '../../../components/flash';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useProjectRights } from '../useProjectRights';
import { dueTimeZoneOf } from './dueDate';
import { templateBody } from './payload';
import { emptyForm, formOfProject } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups } from './useWizardLookups';

const TEMPLATE_LIST = '/web/projectTemplate/list';

/** /web/projectTemplate/create[/:uid]: a new template, from an existing project when given. */
export default function TemplateCreatePage() {
  useDocumentTitle('Create project template');
  const { uid } = useParams();
  const rights = useProjectRights();
  const { session } = useShellSession();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const project = useProjectQuery(uid);
  const lookups = useWizardLookups('templateCreate');
  const create = useCreateProjectTemplate();
  const [saveError, setSaveError] = useState<string | null>(null);
  const baseline = useMemo(() => emptyForm(lookups.engines), [lookups.engines]);
  const timeZone = dueTimeZoneOf(session.user.timezone);

  if (!rights.canCreateTemplate) return <NoPermissionPage />;
  if (uid && project.isError) {
    if (isApiError(project.error) && project.error.status === 404)
      return <Navigate to="/web/error/notFound" replace />;
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(project.error) })}
      </Alert>
    );
  }
  if (!lookups.ready || (uid && !project.data)) return <PageSpinner />;
  // A template keeps a project's settings, not its status, due date or owner.
  const initial = project.data
    ? {
        ...formOfProject(project.data, timeZone),
        ...{ status: baseline.status, dueDate: '', dueTime: '', ownerId: null },
        projectTemplateId: null,
        projectTemplateName: project.data.name,
      }
    : baseline;
  return (
    <ProjectWizard
      mode="templateCreate"
      initial={initial}
      baseline={baseline}
      lookups={lookups}
      saving={create.isPending}
      saveError={saveError}
      onDismissSaveError={() => setSaveError(null)}
      onSubmit={(form) => {
        setSaveError(null);
        create.mutate(templateBody(form, lookups.workflowSteps), {
          onSuccess: (template) => {
            const content = format(webMessages.created, {
              name: template.projectTemplateName,
            });
            showFlash({ type: 'success', content }, { path: TEMPLATE_LIST });
            void navigate(TEMPLATE_LIST);
          },
          onError: (error) =>
            setSaveError(format(projectMessages.templateCreateFailed, { e: messageOf(error) })),
        });
      }}
    />
  );
}
