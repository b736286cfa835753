import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '../../api/http';

interface Props {
  header: string;
  question: string;
  deleting: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** A delete confirmation with Cancel and Delete; the failure shows inside. */
export function ConfirmDeleteModal({
  header,
  question,
  deleting,
  error,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={header}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={deleting} onClick={onConfirm}>
              Delete
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{question}</Box>
        {Boolean(error) && <Alert type="error">{messageOf(error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
