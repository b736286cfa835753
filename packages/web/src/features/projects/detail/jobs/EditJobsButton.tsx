import Button from '@cloudscape-design/components/button';
import type { JobPart } from '@tessera/contracts';
import { useLocation, useNavigate } from 'react-router';
import { editJobsHref } from '../../../../components/editJobsAddress';
import { allImported } from '../../../../components/jobFacts';

interface Props {
  projectUid: string;
  level: number;
  selected: readonly JobPart[];
}

/** Opens the edit jobs page for the selection, coming back to the list as it was. */
export function EditJobsButton({ projectUid, level, selected }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const ids = selected.map((job) => job.id);
  return (
    <Button
      disabled={!allImported(selected)}
      onClick={() => void navigate(editJobsHref(projectUid, level, ids, `${pathname}${search}`))}
    >
      Edit
    </Button>
  );
}
