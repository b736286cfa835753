import Button from '@cloudscape-design/components/button';
import type { JobPart } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import type { SelectedJobsState } from '../../../../components/selectedJobsState';
import { emailJobsPath } from '../../../../components/emailJobsAddress';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
  selectedJobs: SelectedJobsState;
  disabled: boolean;
}

/** The job list's Email: the email jobs page with the selection as state and in its address. */
export function EmailJobsButton({ projectUid, selected, selectedJobs, disabled }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      disabled={disabled || selected.length === 0}
      onClick={() =>
        void navigate(emailJobsPath(projectUid, selectedJobs.jobPartIds, selectedJobs.level), {
          state: selectedJobs,
        })
      }
    >
      Email
    </Button>
  );
}
