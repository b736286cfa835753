import Button from '@cloudscape-design/components/button';
import type { JobPart } from '@tessera/contracts';
import { useNavigate } from 'react-router';
import { useProjectQuery } from '../../../../api/project';
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
    if (!job || !project) return;
    const query = new URLSearchParams({
      projectName: project.name,
      projectId: String(project.id),
      jobPartId: String(job.id),
      sourceLocale: job.sourceLocale,
      targetLocale: job.targetLocale,
      dueDate: job.dateDue ? formatDateTime(job.dateDue) : '',
      workflowStep: job.workflowStep.name,
    });
    void navigate(`/web/tickets/list/createTicket?${query.toString()}`);
  };
  return (
    <Button disabled={selected.length !== 1 || !project} onClick={open}>
      Create ticket
    </Button>
  );
}
