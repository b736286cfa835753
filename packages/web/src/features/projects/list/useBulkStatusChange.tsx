import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  format,
  ProjectStatusFailure,
  projectListMessages,
  projectMessages,
  type ProjectStatus,
} from '@tessera/contracts';
import { usePollTask } from '../../../api/backgroundTask';
import { useChangeProjectStatus } from '../../../api/changeProjectStatus';
import { messageOf } from '../../../api/http';
import { projectListsKey } from '../../../api/projectList';
import { useFlash } from '../../../components/flash';
import { projectStatusLabels } from '../projectLabels';

interface SelectedProject {
  id: number;
  uid: string;
}

interface RunningChange {
  taskId: string;
  status: ProjectStatus;
  projects: readonly SelectedProject[];
}

/** Runs the status task of the chosen projects and polls it every second (spec 000 section 4). */
export function useBulkStatusChange() {
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const start = useChangeProjectStatus();
  const [running, setRunning] = useState<RunningChange | null>(null);
  const task = usePollTask(running?.taskId);
  const { mutate } = start;

  const change = useCallback(
    (projects: readonly SelectedProject[], status: ProjectStatus) =>
      mutate(
        { uids: projects.map((project) => project.uid), status },
        {
          onSuccess: (started) => setRunning({ taskId: started.id, status, projects }),
          onError: (error) =>
            showFlash({
              type: 'error',
              content: format(projectMessages.changeStatusFailed, { error: messageOf(error) }),
            }),
        },
      ),
    [mutate, showFlash],
  );

  const result = task.data;
  useEffect(() => {
    if (!running || !result || result.status === 'RUNNING') return;
    setRunning(null);
    void queryClient.invalidateQueries({ queryKey: projectListsKey });
    if (result.status === 'OK') {
      const status = projectStatusLabels[running.status];
      showFlash({
        type: 'success',
        content: format(projectListMessages.statusChanged, { status }),
      });
      return;
    }
    const failure = ProjectStatusFailure.safeParse(result.result);
    if (!failure.success) {
      const error = result.error ?? '';
      showFlash({ type: 'error', content: format(projectMessages.changeStatusFailed, { error }) });
      return;
    }
    const failedIds = failure.data.failedProjectIds;
    const failed = running.projects.filter((project) => failedIds.includes(project.id));
    const status = running.status;
    showFlash({
      type: 'error',
      header: format(projectMessages.changeStatusManyFailed, { count: failedIds.length }),
      content: (
        <SpaceBetween size="xs">
          <span>Projects {failedIds.join(', ')}</span>
          <Button onClick={() => change(failed, status)}>Retry</Button>
        </SpaceBetween>
      ),
    });
  }, [running, result, queryClient, showFlash, change]);

  return { change, busy: start.isPending || running !== null };
}
