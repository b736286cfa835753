import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { jobMessages } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { projectPagePath } from './jobFlowSelection';

/** A page opened without the job list's selection (by its address) has no jobs to act on. */
export function NoJobsSelected({ projectUid }: { projectUid: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      action={
        <Button onClick={() => void navigate(projectPagePath(projectUid))}>
          Return to project
        </Button>
      }
    >
      {jobMessages.noMatchingJobs}
    </Alert>
  );
}
