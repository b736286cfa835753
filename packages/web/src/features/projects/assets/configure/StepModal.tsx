import Alert from '@cloudscape-design/components/alert';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { ModalFooter, type FooterAction } from '../../../../components/ModalFooter';

interface Props {
  header: string;
  onClose: () => void;
  /** Shown on the configure step only. */
  onBack?: () => void;
  primary: FooterAction;
  /** A failed save, kept on screen with the dialog open. */
  error?: string | null;
  children: ReactNode;
}

/** A step's failed save above its body; the page steps put their buttons under it too. */
export function StepBody({
  error,
  footer,
  children,
}: {
  error?: string | null;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SpaceBetween size="m">
      {error && <Alert type="error">{error}</Alert>}
      {children}
      {footer}
    </SpaceBetween>
  );
}

/** One step of the select-then-configure dialogs (spec 000 section 2.4). */
export function StepModal({ header, onClose, onBack, primary, error, children }: Props) {
  return (
    <Modal
      visible
      size="large"
      header={header}
      onDismiss={onClose}
      footer={<ModalFooter onCancel={onClose} onBack={onBack} primary={primary} />}
    >
      <StepBody error={error}>{children}</StepBody>
    </Modal>
  );
}
