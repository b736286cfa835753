import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// SQLite's FTS5 index of unit sources (0003) has had no reader since the match index (0010)
// took over fuzzy lookups, and concordance and the units search read the texts with LIKE; its
// triggers still tokenized every imported unit. PostgreSQL's trigram index serves those LIKEs
// and stays.
export function dropUnreadTmTextIndex(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'sqlite') return;
      for (const name of ['tm_units_fts_insert', 'tm_units_fts_delete', 'tm_units_fts_update'])
        await sql`drop trigger if exists ${sql.ref(name)}`.execute(db);
      await sql`drop table if exists tm_units_fts`.execute(db);
    },
  };
}
