import Button from '@cloudscape-design/components/button';
import type { JobPart, ProjectJobIdsQuery } from '@tessera/contracts';
import { useLocation, useNavigate } from 'react-router';
import { editJobsHref } from '../../../../components/editJobsAddress';
import { allImported } from '../../../../components/jobFacts';

interface Props {
  projectUid: string;
  level: number;
  selected: readonly JobPart[];
  /** The list's filters when every matching job is selected: the address names them, not ids. */
  allMatching: ProjectJobIdsQuery | null;
}

/** Opens the edit jobs page for the selection, coming back to the list as it was. */
export function EditJobsButton({ projectUid, level, selected, allMatching }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const jobPartIds = selected.map((job) => job.id);
  const selection = { projectUid, level, jobPartIds, allMatching };
  return (
    <Button
      disabled={!allImported(selected)}
      onClick={() => void navigate(editJobsHref(selection, `${pathname}${search}`))}
    >
      Edit
    </Button>
  );
}
