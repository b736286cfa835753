import Alert from '@cloudscape-design/components/alert';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { format, projectMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { useSaveProject } from '../../../api/saveProject';
import { PageSpinner } from '../../../components/PageSpinner';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { dueTimeZoneOf } from './dueDate';
import { updateBody } from './payload';
import { formOfProject } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups } from './useWizardLookups';

/** /web/project/edit/:projectUid: the wizard on an existing project. */
export default function ProjectEditPage() {
  useDocumentTitle('Edit project');
  const { projectUid } = useParams();
  const { session } = useShellSession();
  const timeZone = dueTimeZoneOf(session.user.timezone);
  const navigate = useNavigate();
  const project = useProjectQuery(projectUid);
  const lookups = useWizardLookups('edit');
  const save = useSaveProject();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useMemo(
    () => (project.data ? formOfProject(project.data, timeZone) : null),
    [project.data, timeZone],
  );

  if (project.isError) {
    if (isApiError(project.error) && project.error.status === 404)
      return <Navigate to="/web/error/notFound" replace />;
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(project.error) })}
      </Alert>
    );
  }
  if (!project.data || !form || !lookups.ready) return <PageSpinner />;
  const loaded = project.data;
  return (
    <ProjectWizard
      mode="edit"
      initial={form}
      baseline={form}
      project={loaded}
      lookups={lookups}
      saving={save.isPending}
      saveError={saveError}
      onDismissSaveError={() => setSaveError(null)}
      onSubmit={(edited) => {
        setSaveError(null);
        save.mutate(updateBody(edited, loaded, lookups.workflowSteps, timeZone), {
          onSuccess: (saved) => void navigate(`/web/project2/show/${saved.uid}`),
          onError: (error) =>
            setSaveError(format(projectMessages.saveFailed, { error: messageOf(error) })),
        });
      }}
    />
  );
}
