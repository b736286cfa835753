import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { format, jobMessages, type JobSelectionFields } from '@tessera/contracts';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useProjectQuery } from '../../../api/project';
import { projectTrail, useBreadcrumbs } from '../../../components/breadcrumbs';
import { editJobsQueryOf } from '../../../components/editJobsAddress';
import { messageOf } from '../../../api/http';
import { PageSpinner } from '../../../components/PageSpinner';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { EditJobsForm } from './EditJobsForm';
import { useEditedJobs } from './useEditedJobs';

const TITLE = 'Edit jobs';

const projectPath = (selection: JobSelectionFields) => {
  const path = `/web/project2/show/${selection.projectUid}`;
  return selection.level === 1 ? path : `${path}?level=${selection.level}`;
};

function NoMatchingJobs({ target }: { target: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      action={<Button onClick={() => void navigate(target)}>Return to project</Button>}
    >
      {jobMessages.noMatchingJobs}
    </Alert>
  );
}

/** /web/project2/editJobs: assignees, status and due date of the selected jobs (spec 001). */
export default function EditJobsPage() {
  useDocumentTitle(TITLE);
  const [search] = useSearchParams();
  const query = useMemo(() => editJobsQueryOf(search), [search]);
  const selection = query?.selection ?? null;
  const projectUid = selection?.projectUid ?? '';
  const project = useProjectQuery(projectUid || undefined);
  const jobs = useEditedJobs(selection);
  useBreadcrumbs([
    ...projectTrail(projectUid, project.data?.name),
    { text: TITLE, href: `/web/project2/editJobs?${search.toString()}` },
  ]);
  if (!query || !selection) return <NoMatchingJobs target="/web/project2/list" />;
  const projectPage = projectPath(selection);
  if (jobs.isPending) return <PageSpinner />;
  if (jobs.isError)
    return (
      <Alert type="error">
        {format(jobMessages.loadJobsFailed, { err: messageOf(jobs.error) })}
      </Alert>
    );
  const [first] = jobs.data;
  if (!first) return <NoMatchingJobs target={projectPage} />;
  return (
    <EditJobsForm
      title={TITLE}
      selection={selection}
      jobs={jobs.data}
      first={first}
      target={query.returnUrl ?? projectPage}
    />
  );
}
