import Button from '@cloudscape-design/components/button';
import type { JobPart } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { useProjectQuery } from '../../../../api/project';
import { createTicketPath } from '../../../../components/createTicketPath';
import { useDates } from '../../../../components/useDates';

interface Props {
  projectUid: string;
  selected: readonly JobPart[];
}

/** Create ticket for exactly one job: the create-ticket page prefilled with the job (spec 001). */
export function CreateTicketButton({ projectUid, selected }: Props) {
  const navigate = useNavigate();
  const { formatDateTime } = useDates();
  const project = useProjectQuery(projectUid).data;
  const [job] = selected;
  const open = () => {
    if (job && project) void navigate(createTicketPath({ ...job, project }, formatDateTime));
  };
  return (
    <Button disabled={selected.length !== 1 || !project} onClick={open}>
      Create ticket
    </Button>
  );
}
