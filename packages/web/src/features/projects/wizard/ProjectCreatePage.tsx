import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { format, projectMessages, type Project } from '@tessera/contracts';
import { useCreateProject } from '../../../api/createProject';
import { messageOf } from '../../../api/http';
import { useProjectTemplateQuery } from '../../../api/projectTemplate';
import { useSaveProject } from '../../../api/saveProject';
import { useBreadcrumbs } from '../../../components/breadcrumbs';
import { NoPermissionPage } from '../../../components/NoPermissionPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { useShellSession } from '../../../components/session';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useProjectRights } from '../useProjectRights';
import { emptyAssets, useAssetStart } from './assetDrafts';
import { createBody, updateBody } from './payload';
import { emptyForm, templateBaseline, withTemplate } from './projectForm';
import { ProjectWizard } from './ProjectWizard';
import { useWizardLookups } from './useWizardLookups';
import { useWizardSave } from './useWizardSave';
import { dueTimeZoneOf } from '../../../components/dueDateTime';

const createTrail = [
  { text: 'Projects', href: '/web/project/list' },
  { text: 'Create project', href: '/web/project/create' },
];

/** /web/project/create[?templateId=]: a new project, from a template when one is given. */
export default function ProjectCreatePage() {
  useDocumentTitle('Create project');
  useBreadcrumbs(createTrail);
  const rights = useProjectRights();
  const { session } = useShellSession();
  const timeZone = dueTimeZoneOf(session.user.timezone);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const templateId = Number(search.get('templateId')) || null;
  const template = useProjectTemplateQuery(templateId);
  // The server copies the template's assets into the project: the wizard starts from them.
  const assetStart = useAssetStart(templateId === null ? null : { kind: 'template', templateId });
  const lookups = useWizardLookups('create');
  const create = useCreateProject();
  const update = useSaveProject();
  // Set when the project was created but some of its assets were not saved.
  const [created, setCreated] = useState<Project | null>(null);
  const baseline = useMemo(() => emptyForm(lookups.engines), [lookups.engines]);
  const assetBaseline = useMemo(() => emptyAssets(), []);
  const wizardSave = useWizardSave<Project>({
    saveRecord: (form) =>
      created
        ? update.mutateAsync(updateBody(form, created, lookups.workflowSteps, timeZone))
        : create.mutateAsync(createBody(form, lookups.workflowSteps, timeZone)),
    ownerOf: (project) => ({ kind: 'project', projectUid: project.uid }),
    failureText: (error) =>
      format(created ? projectMessages.saveFailed : projectMessages.createFailed, {
        error: messageOf(error),
      }),
    onSaved: (project) => void navigate(`/web/project2/show/${project.uid}`),
    onPartlySaved: setCreated,
  });

  if (!rights.canCreate) return <NoPermissionPage />;
  if (!lookups.ready || !assetStart.data || (templateId !== null && template.isPending))
    return <PageSpinner />;
  // A template that cannot be read leaves the form at its defaults; one read is what the review compares with.
  const fromTemplate = templateId !== null && template.data ? template.data : null;
  const initial =
    templateId !== null && fromTemplate
      ? withTemplate(baseline, templateId, fromTemplate)
      : baseline;
  const reviewBaseline =
    templateId !== null && fromTemplate
      ? templateBaseline(baseline, templateId, fromTemplate)
      : baseline;
  return (
    <ProjectWizard
      mode={created ? 'edit' : 'create'}
      initial={initial}
      baseline={reviewBaseline}
      project={created ?? undefined}
      lookups={lookups}
      assetStart={assetStart.data}
      assetBaseline={fromTemplate ? assetStart.data.assets : assetBaseline}
      assetOwner={created && { kind: 'project', projectUid: created.uid }}
      save={wizardSave}
    />
  );
}
