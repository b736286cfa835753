import type { Kysely } from 'kysely';
import type { JobStatus } from '@tessera/contracts';
import type { Database } from '../../db/schema.js';

// The job facts projects show and filter by, read here: jobs build on projects, never the reverse.

const finishedStatuses: JobStatus[] = ['COMPLETED_BY_LINGUIST', 'COMPLETED'];

/** Job parts per project: how many there are and how many are completed or delivered. */
export async function projectProgress(
  db: Kysely<Database>,
  projectIds: readonly number[],
): Promise<Map<number, { finishedCount: number; totalCount: number }>> {
  const progress = new Map<number, { finishedCount: number; totalCount: number }>();
  if (projectIds.length === 0) return progress;
  const rows = await db
    .selectFrom('job_parts')
    .select((eb) => [
      'project_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(eb.case().when('status', 'in', finishedStatuses).then(1).else(0).end())
        .as('finished'),
    ])
    .where('project_id', 'in', projectIds)
    .groupBy('project_id')
    .execute();
  for (const row of rows)
    progress.set(row.project_id, {
      finishedCount: Number(row.finished),
      totalCount: Number(row.total),
    });
  return progress;
}

/** Subquery of the projects where the user is assigned to a job part: `p.id in (...)`. */
export function projectIdsWithJobsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('job_part_assignees as a')
    .innerJoin('job_parts as jp', 'jp.id', 'a.job_part_id')
    .select('jp.project_id')
    .where('a.user_id', '=', userId);
}

/** Subquery of the projects with a job part in one of these statuses (the jobStatus filter). */
export function projectIdsWithJobStatus(db: Kysely<Database>, statuses: readonly JobStatus[]) {
  return db
    .selectFrom('job_parts as jp')
    .select('jp.project_id')
    .where('jp.status', 'in', statuses);
}

/** The statuses of a project's job parts, for the project status automation. */
export async function jobStatusesOfProject(
  db: Kysely<Database>,
  projectId: number,
): Promise<JobStatus[]> {
  const rows = await db
    .selectFrom('job_parts')
    .select('status')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.status as JobStatus);
}

/**
 * The workflow step ids (-1 the default step) with a job part neither completed nor cancelled:
 * the project's active step is the first of them.
 */
export async function unfinishedWorkflowStepIds(
  db: Kysely<Database>,
  projectId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('job_parts')
    .select('workflow_step_id')
    .distinct()
    .where('project_id', '=', projectId)
    .where('status', 'not in', [...finishedStatuses, 'CANCELLED'])
    .execute();
  return new Set(rows.map((row) => row.workflow_step_id));
}

/** Project edit with updateDueDateOnExistingJobs: every job part takes the project's due date. */
export async function moveJobDueDates(
  db: Kysely<Database>,
  projectId: number,
  dateDue: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('job_parts')
    .set({ date_due: dateDue, updated_at: now })
    .where('project_id', '=', projectId)
    .execute();
}
