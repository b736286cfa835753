import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { FORM_MAX_WIDTH, FORM_MIN_WIDTH, shellMessages } from '@tessera/contracts';

interface Props {
  /** Failures to show above the step, each dismissed on its own; a null one is not shown. */
  failures: ReadonlyArray<{ message: string | null; onDismiss(): void }>;
  /** The user tried to go on with fields in error. */
  showsErrors: boolean;
  children: ReactNode;
}

/** One wizard step at form width, under the failures and the "form contains errors" notice. */
export function WizardStepBody({ failures, showsErrors, children }: Props) {
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH, minWidth: FORM_MIN_WIDTH }}>
      <SpaceBetween size="l">
        {failures.map(
          ({ message, onDismiss }, index) =>
            message && (
              <Alert key={index} type="error" dismissible onDismiss={onDismiss}>
                {message}
              </Alert>
            ),
        )}
        {showsErrors && <Alert type="error">{shellMessages.formContainsErrors}</Alert>}
        {children}
      </SpaceBetween>
    </div>
  );
}
