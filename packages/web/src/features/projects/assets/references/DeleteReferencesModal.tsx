import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { assetMessages, format } from '@tessera/contracts';
import { ModalFooter } from '../../../../components/ModalFooter';
import { useModalAnswer } from './useModalAnswer';

interface Props {
  names: readonly string[];
  /** A message keeps the modal open. */
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

/** The delete confirmation of the References panel. */
export function DeleteReferencesModal({ names, onConfirm, onClose }: Props) {
  const { error, busy, send } = useModalAnswer(onClose);
  return (
    <Modal
      visible
      onDismiss={onClose}
      header="Delete references"
      footer={
        <ModalFooter
          onCancel={onClose}
          primary={{ text: 'Ok', onClick: () => void send(onConfirm), loading: busy }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{format(assetMessages.deleteReferencesConfirm, { names: names.join(', ') })}</Box>
        {error && <Alert type="error">{error}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
