import type { Kysely } from 'kysely';
import type { JobAssignees, JobAssigneesQuery, User, UserOption } from '@tessera/contracts';
import { OWNER_LIST_PAGE_SIZE } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../projects/index.js';
import { listActiveUsers, listVendors } from '../setup/index.js';

// "Recent" looks this far back at the assignments of the asking user's jobs.
const RECENT_DAYS = 30;

const optionOf = (user: User): UserOption => ({
  id: user.id,
  role: user.role,
  userName: user.userName,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  name: user.name,
});

// Users assigned to job parts of jobs the viewer created since the given instant.
async function recentAssigneeIds(db: Kysely<Database>, viewer: Viewer, since: string) {
  const rows = await db
    .selectFrom('job_part_assignees')
    .innerJoin('job_parts', 'job_parts.id', 'job_part_assignees.job_part_id')
    .innerJoin('jobs', 'jobs.id', 'job_parts.job_id')
    .select('job_part_assignees.user_id')
    .distinct()
    .where('jobs.organization_id', '=', viewer.organizationId)
    .where('jobs.created_by', '=', viewer.userId)
    .where('jobs.created_at', '>=', since)
    .where('job_part_assignees.user_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

// Users who worked on jobs of the organization that match every given filter.
async function matchingAssigneeIds(
  db: Kysely<Database>,
  organizationId: number,
  query: JobAssigneesQuery,
) {
  let select = db
    .selectFrom('job_part_assignees')
    .innerJoin('job_parts', 'job_parts.id', 'job_part_assignees.job_part_id')
    .innerJoin('jobs', 'jobs.id', 'job_parts.job_id')
    .innerJoin('projects', 'projects.id', 'jobs.project_id')
    .select('job_part_assignees.user_id')
    .distinct()
    .where('jobs.organization_id', '=', organizationId)
    .where('job_part_assignees.user_id', 'is not', null);
  if (query.sourceLocale) select = select.where('jobs.source_lang', '=', query.sourceLocale);
  if (query.targetLocale) select = select.where('jobs.target_lang', '=', query.targetLocale);
  if (query.workflowStep !== undefined)
    select = select.where('job_parts.workflow_step_id', '=', query.workflowStep);
  if (query.client !== undefined) select = select.where('projects.client_id', '=', query.client);
  const rows = await select.execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * The assignable users and vendors (spec 001 section 7): recent = active users assigned to the
 * viewer's jobs of the last 30 days; discovered = other active users who worked on jobs matching
 * the query; other = the remaining active linguists; vendors = the organization's vendors.
 */
export async function usersAndVendorsForJobAssign(
  ctx: AppContext,
  viewer: Viewer,
  query: JobAssigneesQuery,
): Promise<JobAssignees> {
  const db = ctx.db.kysely;
  const since = new Date(ctx.clock.now().getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const [users, vendors, recentIds, matchingIds] = await Promise.all([
    listActiveUsers(db, viewer.organizationId, {
      role: [],
      page: 0,
      pageSize: OWNER_LIST_PAGE_SIZE,
    }),
    listVendors(db, viewer.organizationId),
    recentAssigneeIds(db, viewer, since),
    matchingAssigneeIds(db, viewer.organizationId, query),
  ]);
  const recent = users.filter((user) => recentIds.has(user.id));
  const discovered = users.filter((user) => !recentIds.has(user.id) && matchingIds.has(user.id));
  const other = users.filter(
    (user) => user.role === 'LINGUIST' && !recentIds.has(user.id) && !matchingIds.has(user.id),
  );
  return {
    recent: recent.map(optionOf),
    vendors,
    discovered: discovered.map(optionOf),
    other: other.map(optionOf),
  };
}
