import Button from '@cloudscape-design/components/button';
import type { JobPart } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { allImported } from '../../../../components/jobFacts';
import type { SelectedJobsState } from '../../../../components/selectedJobsState';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
  selectedJobs: SelectedJobsState;
}

/** Opens the bilingual upload for one imported job (a bilingual file is one job's). */
export function UploadBilingualButton({ projectUid, selected, selectedJobs }: Props) {
  const navigate = useNavigate();
  return (
    <Button
      disabled={selected.length !== 1 || !allImported(selected)}
      onClick={() =>
        void navigate(`/web/uploadBilingualFile/${projectUid}`, { state: selectedJobs })
      }
    >
      Upload
    </Button>
  );
}
