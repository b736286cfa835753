import Alert from '@cloudscape-design/components/alert';
import { useCallback, useMemo, useRef } from 'react';
import { jobMessages } from '@tessera/contracts';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../../api/http';
import { useProjectQuery } from '../../../api/project';
import { useProjectTemplateQuery } from '../../../api/projectTemplate';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { useFlash } from '../../../components/flash';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDates } from '../../../components/useDates';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { initialJobForm, jobCreateParams, type JobForm } from './jobForm';
import { JobWizard } from './JobWizard';
import { useJobCreation } from './useJobCreation';
import { useJobWizardLookups } from './useJobWizardLookups';

/** /web/job2/create/…/{projectUid}: the job creation wizard (spec 001 section 2). */
export default function JobCreatePage() {
  useDocumentTitle('Create jobs');
  // The route is a prefix match (spec 002 section 2); the project uid is the last path segment.
  const { '*': rest = '' } = useParams();
  const projectUid = rest.split('/').filter(Boolean).at(-1) ?? '';
  const navigate = useNavigate();
  const { timeZone } = useDates();
  const project = useProjectQuery(projectUid);
  useBreadcrumbs([
    ...projectTrail(projectUid, project.data?.name),
    { text: 'Create jobs', href: `/web/job2/create/${projectUid}` },
  ]);
  const templateId = project.data?.projectTemplateId ?? null;
  const template = useProjectTemplateQuery(templateId);
  const { ready, lookups } = useJobWizardLookups();
  const { showFlash } = useFlash();
  // Empty uploads make jobs without segments: the project page says so when it opens.
  const emptyFiles = useRef<string[]>([]);
  const toProject = useCallback(() => {
    const path = `/web/project2/show/${projectUid}`;
    if (emptyFiles.current.length > 0)
      showFlash(
        { type: 'warning', header: jobMessages.noSegments, content: emptyFiles.current.join(', ') },
        { path },
      );
    void navigate(path);
  }, [navigate, projectUid, showFlash]);
  const creation = useJobCreation(projectUid, toProject);
  const initial = useMemo(
    () =>
      project.data
        ? initialJobForm(project.data, template.data ?? null, lookups.emailTemplates)
        : null,
    [project.data, template.data, lookups.emailTemplates],
  );

  if (!projectUid) return <NotFoundPage />;
  if (project.error) return <Alert type="error">{messageOf(project.error)}</Alert>;
  // A spinner while the project or its template loads (spec 001 section 2).
  if (!initial || !ready || (templateId !== null && template.isPending)) return <PageSpinner />;
  const submit = (form: JobForm) => {
    emptyFiles.current = form.files.filter((file) => file.size === 0).map((file) => file.name);
    void creation.submit(jobCreateParams(projectUid, form, timeZone), form.files);
  };
  return (
    <JobWizard
      initial={initial}
      projectLocales={project.data?.targetLangs ?? []}
      lookups={lookups}
      creating={creation.creating}
      error={creation.error}
      onDismissError={creation.dismissError}
      onSubmit={submit}
    />
  );
}
