import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { format, shellMessages, webMessages, type JobPart } from '@tessera/contracts';
import { useDeleteJobs } from '../../../../api/deleteJobs';
import { ModalFooter } from '../../../../components/ModalFooter';
import { jobErrorText } from '../../../../components/jobFacts';

interface Props {
  projectUid: string;
  jobs: ReadonlyArray<Pick<JobPart, 'id' | 'fileName' | 'targetLocale'>>;
  onClose(deleted: boolean): void;
}

/** Asks before deleting the selected jobs; the list reloads once they are gone. */
export function DeleteJobsModal({ projectUid, jobs, onClose }: Props) {
  const remove = useDeleteJobs();
  const name = jobs.map((job) => `${job.fileName} (${job.targetLocale})`).join(', ');
  const confirm = () =>
    remove.mutate(
      { projectUid, jobPartIds: jobs.map((job) => job.id) },
      { onSuccess: () => onClose(true) },
    );
  return (
    <Modal
      visible
      onDismiss={() => onClose(false)}
      header={jobs.length === 1 ? 'Delete job' : 'Delete jobs'}
      footer={
        <ModalFooter
          onCancel={() => onClose(false)}
          primary={{ text: 'Delete', onClick: confirm, loading: remove.isPending }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{format(webMessages.deleteConfirm, { name })}</Box>
        {remove.isError && (
          <Alert type="error" header={shellMessages.genericFlashHeader}>
            {format(shellMessages.genericFlashContentWithError, { e: jobErrorText(remove.error) })}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
