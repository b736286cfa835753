import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { format, projectMessages, type Project } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { useSaveProject } from '../../../api/saveProject';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { dueTimeZoneOf } from '../../../components/dueDateTime';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { EditWizardPage } from './EditWizardPage';
import { updateBody } from './payload';
import { formOfProject } from './projectForm';

/** /web/project/edit/:projectUid: the wizard on an existing project. */
export default function ProjectEditPage() {
  useDocumentTitle('Edit project');
  const { projectUid } = useParams();
  const project = useProjectQuery(projectUid);
  useBreadcrumbs([
    ...projectTrail(projectUid ?? '', project.data?.name),
    { text: 'Edit project', href: `/web/project/edit/${projectUid}` },
  ]);
  const { session } = useShellSession();
  const timeZone = dueTimeZoneOf(session.user.timezone);
  const navigate = useNavigate();
  const save = useSaveProject();
  const formOf = useCallback((loaded: Project) => formOfProject(loaded, timeZone), [timeZone]);
  return (
    <EditWizardPage
      mode="edit"
      record={project}
      owner={projectUid ? { kind: 'project', projectUid } : null}
      project={project.data}
      formOf={formOf}
      saveOptions={(loaded, lookups) => ({
        saveRecord: (edited) =>
          save.mutateAsync(updateBody(edited, loaded, lookups.workflowSteps, timeZone)),
        ownerOf: (saved) => ({ kind: 'project', projectUid: saved.uid }),
        failureText: (error) => format(projectMessages.saveFailed, { error: messageOf(error) }),
        onSaved: (saved) => void navigate(`/web/project2/show/${saved.uid}`),
      })}
    />
  );
}
