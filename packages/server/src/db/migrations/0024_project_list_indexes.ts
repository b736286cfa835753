import { sql, type Kysely } from 'kysely';

// The project list at 100k projects (issue #14): the auto-deletion filter counts its range with
// the status beside it instead of reading each row, and the cost center sort reads its index.
export function projectListIndexes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`drop index projects_listed_auto_deletion_at`.execute(db);
      await sql`create index projects_listed_auto_deletion_at on projects
        (organization_id, auto_deletion_at, status, id) where binned_at is null`.execute(db);
      // Only the projects with a cost center: an index of nulls would be the planner's pick for
      // every scan of the organization, and the projects without one are read by id.
      await sql`create index projects_listed_cost_center_id on projects
        (organization_id, cost_center_id, id)
        where binned_at is null and cost_center_id is not null`.execute(db);
    },
  };
}
