import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { jobMessages } from '@tessera/contracts';
import {
  canDownloadAnyway,
  downloadWarningsOf,
  jobErrorText,
} from '../../../../components/jobFacts';
import type { DownloadFailure } from './useJobDownloads';

interface Props {
  failure: DownloadFailure;
  onClose(): void;
}

/** A refused download, in front of the list the user just chose it from, with 'Download anyway'. */
export function DownloadFailureModal({ failure, onClose }: Props) {
  const { error, jobs, retryAnyway } = failure;
  const names = new Map(jobs.map((job) => [job.id, `${job.fileName} (${job.targetLocale})`]));
  const warnings = downloadWarningsOf(error);
  const anyway = retryAnyway && canDownloadAnyway(error) ? retryAnyway : undefined;
  return (
    <Modal
      visible
      header={jobMessages.downloadFailed}
      onDismiss={onClose}
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant={anyway ? 'link' : 'primary'} onClick={onClose}>
              Close
            </Button>
            {anyway && (
              <Button
                variant="primary"
                onClick={() => {
                  onClose();
                  anyway();
                }}
              >
                {jobMessages.downloadAnyway}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="xs">
        <Box variant="span">{jobErrorText(error)}</Box>
        {warnings.length > 1 &&
          warnings.map((warning) => (
            <Box variant="span" key={warning.jobPartId}>
              {names.get(warning.jobPartId) ?? warning.jobPartId}: {warning.text}
            </Box>
          ))}
      </SpaceBetween>
    </Modal>
  );
}
