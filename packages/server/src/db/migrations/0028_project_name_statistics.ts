import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The planner's figure for "name contains" on PostgreSQL (issue #14): the name's indexes are
// partial, and PostgreSQL reads no statistics from a partial index, so it guessed a handful of
// matches where a common word has thousands and probed each project's locales one by one (a
// name + owner + locale page 30 ms, its count 35 ms). Statistics of the expression itself let
// ANALYZE measure it: the page then walks the sort's index (1.6 ms) and the count hashes (18 ms).
export function projectNameStatistics(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`create statistics projects_lower_name on (lower(name)) from projects`.execute(db);
      await sql`analyze projects`.execute(db);
    },
  };
}
