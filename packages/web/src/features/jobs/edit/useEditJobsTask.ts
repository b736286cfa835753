import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { format, jobMessages, type JobUpdateInput } from '@tessera/contracts';
import { usePollTask } from '../../../api/backgroundTask';
import { projectKey } from '../../../api/project';
import { projectJobsKey } from '../../../api/projectJobs';
import { useUpdateJobs } from '../../../api/updateJobs';
import { jobErrorText } from '../../../components/jobFacts';

/**
 * Starts the update and polls its task every second (spec 001 section 4): to `target` once OK,
 * else the edit failure's message with the error, the form staying as it was.
 */
export function useEditJobsTask(projectUid: string, target: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useUpdateJobs();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = usePollTask(taskId);
  const data = taskId === null ? undefined : task.data;
  const pollError = taskId !== null && task.isError ? task.error : null;

  useEffect(() => {
    if (pollError || data?.status === 'ERROR') {
      setTaskId(null);
      setError(format(jobMessages.editJobsFailed, { e: data?.error ?? jobErrorText(pollError) }));
    } else if (data?.status === 'OK') {
      void queryClient.invalidateQueries({ queryKey: projectKey(projectUid) });
      void queryClient.invalidateQueries({ queryKey: projectJobsKey });
      void navigate(target);
    }
  }, [data, pollError, queryClient, navigate, target, projectUid]);

  const { mutate } = start;
  const run = useCallback(
    (request: JobUpdateInput) => {
      setError(null);
      mutate(request, {
        onSuccess: (started) => setTaskId(started.id),
        onError: (failure) =>
          setError(format(jobMessages.editJobsFailed, { e: jobErrorText(failure) })),
      });
    },
    [mutate],
  );
  return { run, error, working: start.isPending || taskId !== null };
}
