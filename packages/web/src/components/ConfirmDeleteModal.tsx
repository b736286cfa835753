import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '../api/http';
import { ModalFooter } from './ModalFooter';

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
        <ModalFooter
          onCancel={onClose}
          primary={{ text: 'Delete', onClick: onConfirm, loading: deleting }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{question}</Box>
        {Boolean(error) && <Alert type="error">{messageOf(error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
