import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, jobListMessages, type JobPart } from '@tessera/contracts';
import { useFollow } from '../../../../components/useFollow';
import { StatusHistoryTable, workflowChangesPath } from '../../../../components/StatusHistoryTable';

interface Props {
  job: Pick<JobPart, 'id' | 'fileName' | 'targetLocale'>;
  onClose(): void;
}

/** One job's status changes in a dialog, with a link to the same history as a page. */
export function StatusHistoryModal({ job, onClose }: Props) {
  const follow = useFollow();
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={format(jobListMessages.statusHistoryOf, job)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" href={workflowChangesPath(job.id)} onFollow={follow}>
              Open as page
            </Button>
            <Button onClick={onClose}>Close</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <StatusHistoryTable jobPartId={job.id} />
    </Modal>
  );
}
