import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BackgroundTask, JobSelectionFields } from '@tessera/contracts';
import { usePollTask } from '../../api/backgroundTask';
import { jobSegmentsCountsKey } from '../../api/jobSegmentsCounts';
import { projectKey } from '../../api/project';
import { projectJobsKey } from '../../api/projectJobs';
import { useFlash } from '../../components/flash';
import { projectPagePath, projectPath } from '../../components/jobFlowSelection';
import { failureFlash, warningFlash } from './taskFlashes';

/**
 * Starts a job task and polls it every second (spec 001 section 4): working until it ends, then
 * to the project page (OK), or the failure flash and the form again (the start refused, the task
 * ended in ERROR or could not be polled).
 */
export function useTaskFlow<Request>(
  start: UseMutationResult<BackgroundTask, Error, Request>,
  selection: Pick<JobSelectionFields, 'projectUid' | 'level'>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const [taskId, setTaskId] = useState<string | null>(null);
  const task = usePollTask(taskId);
  const { mutate } = start;
  const data = taskId === null ? undefined : task.data;
  const pollFailed = taskId !== null && task.isError;
  const target = projectPath(selection);

  useEffect(() => {
    if (pollFailed || data?.status === 'ERROR') {
      setTaskId(null);
      showFlash(failureFlash(data ?? null));
    } else if (data?.status === 'OK') {
      // The project page shows what the task wrote (progress, job and project status).
      void queryClient.invalidateQueries({ queryKey: projectKey(selection.projectUid) });
      void queryClient.invalidateQueries({ queryKey: projectJobsKey });
      void queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
      const warning = warningFlash(data);
      if (warning) showFlash(warning, { path: projectPagePath(selection.projectUid) });
      void navigate(target);
    }
  }, [data, pollFailed, queryClient, navigate, showFlash, target, selection.projectUid]);

  const run = useCallback(
    (request: Request) =>
      mutate(request, {
        onSuccess: (started) => setTaskId(started.id),
        onError: () => showFlash(failureFlash(null)),
      }),
    [mutate, showFlash],
  );
  return {
    run,
    working: start.isPending || taskId !== null,
    progress: data?.progress ?? 0,
  };
}
