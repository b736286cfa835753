import Box from '@cloudscape-design/components/box';
import Popover from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { preTranslateMessages, type JobLastTask } from '@tessera/contracts';

/**
 * A job's last pre-translation while it runs or after it failed (an automatic one after job
 * creation included); the failure's reason opens in a popover.
 */
export function PreTranslateState({ task }: { task: JobLastTask }) {
  if (task.status === 'RUNNING')
    return <StatusIndicator type="loading">{preTranslateMessages.jobRunning}</StatusIndicator>;
  return (
    <Popover
      triggerType="text"
      dismissButton={false}
      size="medium"
      header={preTranslateMessages.jobFailed}
      content={
        <SpaceBetween size="xs">
          <Box variant="p">{task.reason}</Box>
          <Box variant="small">{preTranslateMessages.jobFailedRetry}</Box>
        </SpaceBetween>
      }
    >
      <StatusIndicator type="error">{preTranslateMessages.jobFailed}</StatusIndicator>
    </Popover>
  );
}
