import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { JobPart } from '@tessera/contracts';
import { isJobTaskRunning, useJobBackgroundTasksQuery } from '../../../../api/jobBackgroundTasks';
import { fetchJobsByIds } from '../../../../api/jobsByIds';
import { jobSegmentsCountsKey } from '../../../../api/jobSegmentsCounts';
import { projectJobsKey, type ProjectJobsPage } from '../../../../api/projectJobs';

const isRunning = (job: JobPart) =>
  job.creationTask.status === 'RUNNING' || job.lastTask.status === 'RUNNING';

/**
 * Polls the tasks of the listed jobs that run (every second, spec 001 section 4) and, once one
 * ends, reloads those rows (GET /api/job/list) and their segment counts.
 */
export function useJobTasks(jobs: readonly JobPart[]) {
  const queryClient = useQueryClient();
  const runningIds = useMemo(() => jobs.filter(isRunning).map((job) => job.id), [jobs]);
  const tasks = useJobBackgroundTasksQuery(runningIds);

  const finishedIds = useMemo(
    () =>
      (tasks.data ?? [])
        .filter((task) => runningIds.includes(task.jobPartId) && !isJobTaskRunning(task))
        .map((task) => task.jobPartId),
    [tasks.data, runningIds],
  );

  useEffect(() => {
    if (finishedIds.length === 0) return;
    let cancelled = false;
    void fetchJobsByIds(finishedIds)
      .then(({ jobs: fresh }) => {
        if (cancelled) return;
        const byId = new Map(fresh.map((job) => [job.id, job]));
        queryClient.setQueriesData<ProjectJobsPage>(
          { queryKey: projectJobsKey },
          (page) => page && { ...page, jobs: page.jobs.map((job) => byId.get(job.id) ?? job) },
        );
        return queryClient.invalidateQueries({ queryKey: jobSegmentsCountsKey });
      })
      // A row that cannot be reloaded is reloaded with the whole page instead.
      .catch(() => queryClient.invalidateQueries({ queryKey: projectJobsKey }));
    return () => {
      cancelled = true;
    };
  }, [finishedIds, queryClient]);

  return { failed: tasks.isError };
}
