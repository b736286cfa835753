import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface Props {
  header: string;
  onClose: () => void;
  /** Shown on the configure step only. */
  onBack?: () => void;
  primary: { text: string; onClick: () => void; disabled?: boolean; loading?: boolean };
  /** A failed save, kept on screen with the dialog open. */
  error?: string | null;
  children: ReactNode;
}

/** One step of the select-then-configure dialogs (spec 000 section 2.4). */
export function StepModal({ header, onClose, onBack, primary, error, children }: Props) {
  return (
    <Modal
      visible
      size="large"
      header={header}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            {onBack && <Button onClick={onBack}>Back</Button>}
            <Button
              variant="primary"
              disabled={primary.disabled}
              loading={primary.loading}
              onClick={primary.onClick}
            >
              {primary.text}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {error && <Alert type="error">{error}</Alert>}
        {children}
      </SpaceBetween>
    </Modal>
  );
}
