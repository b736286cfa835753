import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { format, projectMessages } from '@tessera/contracts';
import { useCreateProject } from '../../../api/createProject';
import { messageOf } from '../../../api/http';
import { useProjectTemplateQuery } from '../../../api/projectTemplate';
import { NoPermissionPage } from '../../../components/NoPermissionPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useProjectRights } from '../useProjectRights';
import { createBody } from './payload';
import { emptyForm, withTemplate } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups } from './useWizardLookups';
import { dueTimeZoneOf } from './dueDate';

/** /web/project/create[?templateId=]: a new project, from a template when one is given. */
export default function ProjectCreatePage() {
  useDocumentTitle('Create project');
  const rights = useProjectRights();
  const { session } = useShellSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const templateId = Number(search.get('templateId')) || null;
  const template = useProjectTemplateQuery(templateId);
  const lookups = useWizardLookups('create');
  const create = useCreateProject();
  const [saveError, setSaveError] = useState<string | null>(null);
  const baseline = useMemo(() => emptyForm(lookups.engines), [lookups.engines]);

  if (!rights.canCreate) return <NoPermissionPage />;
  if (!lookups.ready || (templateId !== null && template.isPending)) return <PageSpinner />;
  // A template that cannot be read leaves the form at its defaults.
  const initial =
    templateId !== null && template.data
      ? withTemplate(baseline, templateId, template.data)
      : baseline;
  return (
    <ProjectWizard
      mode="create"
      initial={initial}
      baseline={baseline}
      lookups={lookups}
      saving={create.isPending}
      saveError={saveError}
      onDismissSaveError={() => setSaveError(null)}
      onSubmit={(form) => {
        setSaveError(null);
        const body = createBody(form, lookups.workflowSteps, dueTimeZoneOf(session.user.timezone));
        create.mutate(body, {
          onSuccess: (project) => void navigate(`/web/project2/show/${project.uid}`),
          onError: (error) =>
            setSaveError(format(projectMessages.createFailed, { error: messageOf(error) })),
        });
      }}
    />
  );
}
