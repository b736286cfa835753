import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// PostgreSQL checks a foreign key by a trigger per inserted row: a TMX import writes about 40
// postings per unit, and the check of their unit took 40% of the time of writing them (4M rows:
// 28 s against 16 s). A trigger per DELETE statement on tm_units takes the units' postings away
// instead, as the key's cascade did (a memory's deletion reaches it through its units' cascade).
// SQLite looks the unit up by its rowid at no measurable cost, and keeps its key.
export function tmPostingsWithoutForeignKey(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      await sql`create function tm_units_forget_postings() returns trigger language plpgsql as $$
        begin
          delete from tm_unit_terms t using gone where t.unit_id = gone.id;
          return null;
        end $$`.execute(db);
      await sql`create trigger tm_units_forget_postings after delete on tm_units
        referencing old table as gone for each statement
        execute function tm_units_forget_postings()`.execute(db);
      await sql`alter table tm_unit_terms drop constraint tm_unit_terms_unit_id_fkey`.execute(db);
    },
  };
}
