import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';

interface Action {
  text: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

/** A step's body with its buttons, for the workflow pages (the dialogs use StepModal). */
export function PageStep({
  secondary,
  primary,
  error,
  children,
}: {
  secondary: Action;
  primary: Action;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <SpaceBetween size="m">
      {error && <Alert type="error">{error}</Alert>}
      {children}
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            variant={secondary.text === 'Cancel' ? 'link' : 'normal'}
            onClick={secondary.onClick}
          >
            {secondary.text}
          </Button>
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
    </SpaceBetween>
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
    <PageStep
      secondary={{ text: 'Cancel', onClick: onCancel }}
      primary={{ text: 'Next', onClick: () => onNext(picks) }}
    >
      {children(picks, setPicks)}
    </PageStep>
  );
}
