import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The project list's name filter ("contains", issue #14) on PostgreSQL: a trigram index (pg_trgm,
// created by 0003) finds the names holding the text instead of lower-casing every row. SQLite has
// no such index; it reads the name index (listQuery.ts).
export function projectNameTrigrams(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`create index projects_listed_name_trigrams on projects
        using gin (lower(name) gin_trgm_ops) where binned_at is null`.execute(db);
    },
  };
}
