import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { format, shellMessages } from '@tessera/contracts';
import { analysesKey } from '../../../../api/analysis';
import { usePollTask } from '../../../../api/backgroundTask';
import { messageOf } from '../../../../api/http';
import { analysisTaskOf } from '../../../../components/analysisTaskState';
import { useFlash } from '../../../../components/flash';

/**
 * Follows the analysis the create page started (its task arrives in navigation state): the
 * list reloads when it is done, a failure shows the analysis failure flash (spec 001 section 8).
 */
export function useAnalysisTask(): { running: boolean; progress: number } {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showFlash } = useFlash();
  const taskId = analysisTaskOf(location.state);
  const task = usePollTask(taskId);
  const status = task.data?.status;
  // Why it failed: the task's error, else the failed poll's.
  const error = task.data?.error ?? (task.isError ? messageOf(task.error) : status);
  const failed = status === 'ERROR' || task.isError;

  useEffect(() => {
    if (!taskId || (status !== 'OK' && !failed)) return;
    if (status === 'OK') void queryClient.invalidateQueries({ queryKey: analysesKey });
    else
      showFlash({
        type: 'error',
        header: shellMessages.genericFlashHeader,
        content: format(shellMessages.genericFlashContentWithError, { e: error ?? '' }),
      });
    // Done with the task: a reload of the page must not follow it again.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [taskId, status, error, failed, queryClient, showFlash, navigate, location]);

  return { running: Boolean(taskId), progress: task.data?.progress ?? 0 };
}
