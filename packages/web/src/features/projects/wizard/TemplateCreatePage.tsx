import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { format, projectMessages, webMessages, type ProjectTemplate } from '@tessera/contracts';
import { useCreateProjectTemplate } from '../../../api/createProjectTemplate';
import { messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { useSaveProjectTemplate } from '../../../api/saveProjectTemplate';
import { useBreadcrumbs } from '../../../components/breadcrumbs';
import { NoPermissionPage } from '../../../components/NoPermissionPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFlash } from '../../../components/flash';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useProjectRights } from '../useProjectRights';
import { emptyAssets, useAssetStart } from './assetDrafts';
import { dueTimeZoneOf } from '../../../components/dueDateTime';
import { LoadFailure } from './LoadFailure';
import { templateBody } from './payload';
import { emptyForm, formOfProject } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups } from './useWizardLookups';
import { useWizardSave } from './useWizardSave';

const TEMPLATE_LIST = '/web/projectTemplate/list';

/** /web/projectTemplate/create[/:uid]: a new template, from an existing project when given. */
export default function TemplateCreatePage() {
  useDocumentTitle('Create project template');
  useBreadcrumbs([
    { text: 'Project templates', href: TEMPLATE_LIST },
    { text: 'Create project template', href: '/web/projectTemplate/create' },
  ]);
  const { uid } = useParams();
  const rights = useProjectRights();
  const { session } = useShellSession();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const project = useProjectQuery(uid);
  // A template made from a project starts with the project's assets; the save copies them.
  const assetStart = useAssetStart(uid ? { kind: 'project', projectUid: uid } : null);
  const lookups = useWizardLookups('templateCreate');
  const create = useCreateProjectTemplate();
  const update = useSaveProjectTemplate();
  // Set when the template was created but some of its assets were not saved.
  const [created, setCreated] = useState<ProjectTemplate | null>(null);
  const baseline = useMemo(() => emptyForm(lookups.engines), [lookups.engines]);
  const assetBaseline = useMemo(() => emptyAssets(), []);
  const timeZone = dueTimeZoneOf(session.user.timezone);
  const wizardSave = useWizardSave<ProjectTemplate>({
    saveRecord: (form) =>
      created
        ? update.mutateAsync({
            ...templateBody(form, lookups.workflowSteps, created),
            id: created.id,
          })
        : create.mutateAsync(templateBody(form, lookups.workflowSteps)),
    ownerOf: (template) => ({ kind: 'template', templateId: template.id }),
    failureText: (error) =>
      format(created ? projectMessages.templateSaveFailed : projectMessages.templateCreateFailed, {
        e: messageOf(error),
      }),
    onSaved: (template) => {
      const content = format(created ? webMessages.saved : webMessages.created, {
        name: template.projectTemplateName,
      });
      showFlash({ type: 'success', content }, { path: TEMPLATE_LIST });
      void navigate(TEMPLATE_LIST);
    },
    onPartlySaved: setCreated,
  });

  if (!rights.canCreateTemplate) return <NoPermissionPage />;
  if (uid && project.isError) return <LoadFailure error={project.error} />;
  if (!lookups.ready || !assetStart.data || (uid && !project.data)) return <PageSpinner />;
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
      mode={created ? 'templateEdit' : 'templateCreate'}
      initial={initial}
      baseline={baseline}
      lookups={lookups}
      assetStart={assetStart.data}
      assetBaseline={assetBaseline}
      assetOwner={created && { kind: 'template', templateId: created.id }}
      save={wizardSave}
    />
  );
}
