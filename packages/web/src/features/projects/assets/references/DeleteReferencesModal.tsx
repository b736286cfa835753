import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { assetMessages, format } from '@tessera/contracts';

interface Props {
  names: readonly string[];
  /** A message keeps the modal open. */
  onConfirm(): Promise<string | null>;
  onClose(): void;
}

/** The delete confirmation of the References panel. */
export function DeleteReferencesModal({ names, onConfirm, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure === null) onClose();
    else setError(failure);
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header="Delete references"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>
              Ok
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{format(assetMessages.deleteReferencesConfirm, { names: names.join(', ') })}</Box>
        {error && <Alert type="error">{error}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
