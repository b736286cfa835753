import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** The button that does what the modal is for. */
export interface FooterAction {
  text: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
}

interface Props {
  /** Left out on the configure page, whose only way out is Back. */
  onCancel?: () => void;
  cancelText?: string;
  /** The configure step's way back to the select step. */
  onBack?: () => void;
  primary: FooterAction;
}

/** The right-aligned buttons under a modal or a step: Cancel, optionally Back, then the primary one. */
export function ModalFooter({ onCancel, cancelText = 'Cancel', onBack, primary }: Props) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        {onCancel && (
          <Button variant="link" onClick={onCancel}>
            {cancelText}
          </Button>
        )}
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
  );
}
