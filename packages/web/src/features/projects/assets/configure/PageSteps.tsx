import { useState, type ReactNode } from 'react';
import { ModalFooter, type FooterAction } from '../../../../components/ModalFooter';
import { StepBody } from './StepModal';

/** A step's body with its buttons, for the workflow pages (the dialogs use StepModal). */
export function PageStep({
  onCancel,
  onBack,
  primary,
  error,
  children,
}: {
  /** The select page leaves with Cancel, the configure page with Back. */
  onCancel?: () => void;
  onBack?: () => void;
  primary: FooterAction;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <StepBody
      error={error}
      footer={<ModalFooter onCancel={onCancel} onBack={onBack} primary={primary} />}
    >
      {children}
    </StepBody>
  );
}

/** The select step as a page: the picks live here until Next hands them on. */
export function PickPageStep<Pick>({
  initial,
  onCancel,
  onNext,
  children,
}: {
  initial: Pick[];
  onCancel: () => void;
  onNext: (picks: Pick[]) => void;
  children: (picks: Pick[], setPicks: (picks: Pick[]) => void) => ReactNode;
}) {
  const [picks, setPicks] = useState(initial);
  return (
    <PageStep onCancel={onCancel} primary={{ text: 'Next', onClick: () => onNext(picks) }}>
      {children(picks, setPicks)}
    </PageStep>
  );
}
