import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FORM_MAX_WIDTH, shellMessages } from '@tessera/contracts';
import type { JobSelectionFields } from '@tessera/contracts';
import { selectedCountText } from '../../components/jobFlowSelection';

interface Props {
  title: string;
  selection: JobSelectionFields;
  submitLabel: string;
  progressLabel: string;
  flow: { working: boolean; progress: number };
  /** The form-level error shows only after the first submit attempt. */
  showError: boolean;
  onSubmit(): void;
  children: ReactNode;
}

/** The frame of a form that starts a task on the selected jobs and shows its progress. */
export function TaskForm(props: Props) {
  const navigate = useNavigate();
  const { flow } = props;
  return (
    <div style={{ maxWidth: FORM_MAX_WIDTH }}>
      <Form
        header={
          <Header variant="h1" description={selectedCountText(props.selection)}>
            {props.title}
          </Header>
        }
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={flow.working} onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button variant="primary" loading={flow.working} onClick={props.onSubmit}>
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        }
        errorText={props.showError ? shellMessages.formContainsErrors : undefined}
      >
        <SpaceBetween size="l">
          {flow.working && (
            <ProgressBar label={props.progressLabel} value={flow.progress} status="in-progress" />
          )}
          {props.children}
        </SpaceBetween>
      </Form>
    </div>
  );
}
