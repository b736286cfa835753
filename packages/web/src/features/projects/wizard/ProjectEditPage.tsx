import Alert from '@cloudscape-design/components/alert';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { format, projectMessages, type Project } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { useSaveProject } from '../../../api/saveProject';
import { PageSpinner } from '../../../components/PageSpinner';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import type { AssetOwner } from '../assets/assetContext';
import { useAssetStart, type AssetStart } from './assetDrafts';
import { dueTimeZoneOf } from '../../../components/dueDateTime';
import { updateBody } from './payload';
import { formOfProject } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups, type WizardLookups } from './useWizardLookups';
import { useWizardSave } from './useWizardSave';

/** /web/project/edit/:projectUid: the wizard on an existing project. */
export default function ProjectEditPage() {
  useDocumentTitle('Edit project');
  const { projectUid } = useParams();
  const project = useProjectQuery(projectUid);
  const lookups = useWizardLookups('edit');
  const owner = useMemo<AssetOwner | null>(
    () => (projectUid ? { kind: 'project', projectUid } : null),
    [projectUid],
  );
  const assetStart = useAssetStart(owner, owner !== null);

  if (project.isError) {
    if (isApiError(project.error) && project.error.status === 404)
      return <Navigate to="/web/error/notFound" replace />;
    return (
      <Alert type="error">
        {format(projectMessages.loadFailed, { message: messageOf(project.error) })}
      </Alert>
    );
  }
  if (!project.data || !lookups.ready || !assetStart.data) return <PageSpinner />;
  return (
    <ProjectEditWizard project={project.data} lookups={lookups} assetStart={assetStart.data} />
  );
}

interface WizardProps {
  project: Project;
  lookups: WizardLookups;
  assetStart: AssetStart;
}

function ProjectEditWizard({ project, lookups, assetStart }: WizardProps) {
  const { session } = useShellSession();
  const timeZone = dueTimeZoneOf(session.user.timezone);
  const navigate = useNavigate();
  const save = useSaveProject();
  const form = useMemo(() => formOfProject(project, timeZone), [project, timeZone]);
  const wizardSave = useWizardSave({
    saveRecord: (edited) =>
      save.mutateAsync(updateBody(edited, project, lookups.workflowSteps, timeZone)),
    ownerOf: (saved) => ({ kind: 'project', projectUid: saved.uid }),
    failureText: (error) => format(projectMessages.saveFailed, { error: messageOf(error) }),
    onSaved: (saved) => void navigate(`/web/project2/show/${saved.uid}`),
  });
  return (
    <ProjectWizard
      mode="edit"
      initial={form}
      baseline={form}
      project={project}
      lookups={lookups}
      assetStart={assetStart}
      assetBaseline={assetStart.assets}
      assetOwner={{ kind: 'project', projectUid: project.uid }}
      saving={wizardSave.saving}
      saveError={wizardSave.saveError}
      onDismissSaveError={wizardSave.dismissSaveError}
      onSubmit={wizardSave.submit}
    />
  );
}
