import Button from '@cloudscape-design/components/button';
import { splitMessages, type JobPart } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { allImported } from '../../../../components/jobFacts';
import type { SelectedJobsState } from '../../../../components/selectedJobsState';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
  selectedJobs: SelectedJobsState;
  disabled: boolean;
}

/** The job list's Split: the split file page with the imported selection as state. */
export function SplitJobsButton({ projectUid, selected, selectedJobs, disabled }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      disabled={disabled || !allImported(selected)}
      onClick={() => void navigate(`/web/splitFileWorkflow/${projectUid}`, { state: selectedJobs })}
    >
      {splitMessages.submit}
    </Button>
  );
}
