import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { format, projectListMessages, projectMessages, type Project } from '@tessera/contracts';
import { messageOf } from '../../../api/http';
import { usePostponeDeletion } from '../../../api/postponeDeletion';
import { useDates } from '../../../components/useDates';
import { recycleDateOf } from '../projectFacts';

const DAY_MS = 86_400_000;
// The warning shows this long before the project moves to the Recycle Bin.
const WARNING_DAYS = 7;

/** The auto-deletion warning with Postpone, and its outcome (spec 000 section 2.2). */
export function AutoDeletionWarning({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const postpone = usePostponeDeletion();
  const { formatDateTime } = useDates();
  const date = formatDateTime(project.autoDeletionDateTime);
  const [openedAt] = useState(() => Date.now());
  const soon = Date.parse(project.autoDeletionDateTime) - openedAt < WARNING_DAYS * DAY_MS;
  if (postpone.isSuccess)
    return (
      <Alert type="success" dismissible onDismiss={() => postpone.reset()}>
        {format(projectListMessages.postponed, { date })}
      </Alert>
    );
  if (!soon && project.jobCreationAllowed && !postpone.isError) return null;
  const recycleDate = recycleDateOf(project);
  return (
    <Alert
      type="warning"
      action={
        canEdit && (
          <Button loading={postpone.isPending} onClick={() => postpone.mutate(project.uid)}>
            Postpone
          </Button>
        )
      }
    >
      {postpone.isError
        ? format(projectMessages.postponeFailed, { error: messageOf(postpone.error) })
        : recycleDate
          ? format(projectListMessages.autoDeletionPassed, {
              date,
              recycleDate: formatDateTime(recycleDate),
            })
          : format(projectListMessages.autoDeletionSoon, { date })}
    </Alert>
  );
}
