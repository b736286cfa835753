import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Table from '@cloudscape-design/components/table';
import {
  format,
  jobListMessages,
  jobStatusLabels,
  type JobPart,
  type JobStatusChangeRecord,
} from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import { useJobStatusChangesQuery } from '../../../../api/jobStatusChanges';
import { useDates } from '../../../../components/useDates';

interface Props {
  job: Pick<JobPart, 'id' | 'fileName' | 'targetLocale'>;
  onClose(): void;
}

/** One job's status changes, oldest first, dated in the user's timezone. */
export function StatusHistoryModal({ job, onClose }: Props) {
  const { formatDateTime } = useDates();
  const history = useJobStatusChangesQuery(job.id);
  const changes = history.data?.find((entry) => entry.jobPartId === job.id)?.statusChanges ?? [];
  const failed = history.isError
    ? format(jobListMessages.loadStatusHistoryFailed, { error: messageOf(history.error) })
    : null;
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={format(jobListMessages.statusHistoryOf, job)}
      footer={
        <Box float="right">
          <Button onClick={onClose}>Close</Button>
        </Box>
      }
    >
      <Table<JobStatusChangeRecord>
        variant="embedded"
        items={failed ? [] : changes}
        loading={history.isPending}
        loadingText="Loading status history"
        empty={
          <Box textAlign="center" color={failed ? 'text-status-error' : 'inherit'}>
            {failed ?? jobListMessages.noStatusChanges}
          </Box>
        }
        columnDefinitions={[
          { id: 'status', header: 'Status', cell: (change) => jobStatusLabels[change.status] },
          { id: 'createdBy', header: 'Changed by', cell: (change) => change.createdBy.userName },
          {
            id: 'organization',
            header: 'Organization',
            cell: (change) => change.organizationName,
          },
          {
            id: 'date',
            header: 'Date',
            cell: (change) => formatDateTime(change.dateCreated.timestamp),
          },
        ]}
      />
    </Modal>
  );
}
