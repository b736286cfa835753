import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import {
  format,
  jobListMessages,
  jobStatusLabels,
  type JobStatusChangeRecord,
} from '@tessera/contracts';
import { messageOf } from '../api/http';
import { useJobStatusChangesQuery } from '../api/jobStatusChanges';
import { useDates } from './useDates';

/** One job's status changes, oldest first, dated in the user's timezone. */
export function StatusHistoryTable({ jobPartId }: { jobPartId: number }) {
  const { formatDateTime } = useDates();
  const history = useJobStatusChangesQuery(jobPartId);
  const changes = history.data?.find((entry) => entry.jobPartId === jobPartId)?.statusChanges ?? [];
  const failed = history.isError
    ? format(jobListMessages.loadStatusHistoryFailed, { error: messageOf(history.error) })
    : null;
  return (
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
  );
}

/** The status history as its own page (spec 001 section 2), for a link or a new tab. */
export const workflowChangesPath = (jobPartId: number) =>
  `/web/project2/getWorkflowChanges?jobPart=${jobPartId}`;
