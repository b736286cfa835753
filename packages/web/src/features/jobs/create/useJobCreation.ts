import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  BACKGROUND_TASK_POLL_MS,
  format,
  jobMessages,
  type JobCreateParams,
} from '@tessera/contracts';
import { isFinished, usePollTask } from '../../../api/backgroundTask';
import { createJobs } from '../../../api/createJobs';
import { isApiError, messageOf } from '../../../api/http';
import { fetchPendingRequests, type PendingRequest } from '../../../api/pendingRequests';

const hasPendingImport = (requests: readonly PendingRequest[], projectUid: string) =>
  requests.some((entry) => entry.action === 'IMPORT_JOB' && entry.project.uid === projectUid);

/**
 * The wizard's submit (spec 001 section 4): create, then wait for the import task; a 504 is no
 * error but a wait on the pending-requests list until the project has no import left.
 */
export function useJobCreation(projectUid: string, onDone: () => void) {
  const [creating, setCreating] = useState(false);
  const [taskId, setTaskId] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const task = usePollTask(taskId);
  const pending = useQuery({
    queryKey: ['pendingRequests', projectUid],
    queryFn: fetchPendingRequests,
    enabled: timedOut,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && !hasPendingImport(query.state.data, projectUid)
        ? false
        : BACKGROUND_TASK_POLL_MS,
  });

  const taskDone = taskId !== null && isFinished(task.data);
  const pendingDone =
    timedOut && pending.data !== undefined && !hasPendingImport(pending.data, projectUid);
  const waitError = (taskId !== null && task.error) || (timedOut && pending.error) || null;

  useEffect(() => {
    if (taskDone || pendingDone) {
      setCreating(false);
      onDone();
    }
  }, [taskDone, pendingDone, onDone]);

  useEffect(() => {
    if (!waitError) return;
    setCreating(false);
    setTaskId(null);
    setTimedOut(false);
    setError(format(jobMessages.waitFailed, { error: messageOf(waitError) }));
  }, [waitError]);

  const submit = async (params: JobCreateParams, files: readonly File[]) => {
    setCreating(true);
    setError(null);
    try {
      const created = await createJobs(params, files);
      setTaskId(created.task.id);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 504) return setTimedOut(true);
      setCreating(false);
      setError(format(jobMessages.createFailed, { error: messageOf(failure) }));
    }
  };

  return { creating, error, dismissError: () => setError(null), submit };
}
