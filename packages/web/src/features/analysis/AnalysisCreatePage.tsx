import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useLocation, useNavigate, useParams } from 'react-router';
import { format, jobMessages, shellMessages } from '@tessera/contracts';
import { useCreateAnalysis } from '../../api/createAnalysis';
import { messageOf } from '../../api/http';
import { useProjectQuery } from '../../api/project';
import { projectTrail, useBreadcrumbs } from '../../components/breadcrumbs';
import { useFlash } from '../../components/flash';
import { selectedJobsOf } from '../../components/selectedJobsState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { analysisFormErrors, analysisRequestOf } from './analysisForm';
import { AnalysisCreateForm } from './AnalysisCreateForm';
import { analysisTaskState } from '../../components/analysisTaskState';

/** /web/analysis/create/{uid}: analyses the jobs the job list handed over in navigation state. */
export default function AnalysisCreatePage() {
  const { uid = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const project = useProjectQuery(uid);
  const create = useCreateAnalysis();
  const selection = selectedJobsOf(location.state);
  const projectPage = `/web/project2/show/${uid}`;
  // Back to the job list's workflow step (the project page shows the first one without ?level=).
  const projectPath =
    selection && selection.level !== 1 ? `${projectPage}?level=${selection.level}` : projectPage;
  useDocumentTitle('Create analysis');
  useBreadcrumbs([
    ...projectTrail(uid, project.data?.name),
    { text: 'Create analysis', href: `/web/analysis/create/${uid}` },
  ]);

  // Opened without a selection (a typed address, a new tab): nothing to analyse.
  if (!selection)
    return (
      <Alert
        type="warning"
        action={<Button onClick={() => void navigate(projectPath)}>Return to project</Button>}
      >
        {jobMessages.noMatchingJobs}
      </Alert>
    );
  return (
    <AnalysisCreateForm
      workflowSteps={selection.workflowSteps}
      level={selection.level}
      creating={create.isPending}
      validate={(form) => analysisFormErrors(form, uid, selection)}
      onCancel={() => void navigate(projectPath)}
      onSubmit={(form) =>
        create.mutate(analysisRequestOf(form, uid, selection), {
          // The project page follows the task and lists the analysis once it is done.
          onSuccess: (task) => void navigate(projectPath, { state: analysisTaskState(task.id) }),
          onError: (error) =>
            showFlash({
              type: 'error',
              header: shellMessages.genericFlashHeader,
              content: format(shellMessages.genericFlashContentWithError, {
                e: messageOf(error),
              }),
            }),
        })
      }
    />
  );
}
