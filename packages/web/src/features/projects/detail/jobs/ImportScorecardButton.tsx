import Button from '@cloudscape-design/components/button';
import type { JobPart } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import type { SelectedJobsState } from '../../../../components/selectedJobsState';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
  selectedJobs: SelectedJobsState;
  disabled: boolean;
}

/** The job list's Import scorecard: a scorecard scores one job. */
export function ImportScorecardButton({ projectUid, selected, selectedJobs, disabled }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      disabled={disabled || selected.length !== 1}
      onClick={() =>
        void navigate(`/web/importScoreCardWorkflow/${projectUid}`, { state: selectedJobs })
      }
    >
      Import scorecard
    </Button>
  );
}
