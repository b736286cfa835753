import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

// The match index of translation memories: postings of each unit's index terms, and how many
// units hold each term. Deleting a unit (or its memory, which deletes its units) deletes its
// postings through the foreign key. Units already stored are indexed by migration 0031, which
// replaced these postings by blocks.
export function tmMatchIndex(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('tm_unit_terms')
        .addColumn('term_hash', 'integer', (c) => c.notNull())
        .addColumn('tm_id', 'integer', (c) => c.notNull())
        .addColumn('unit_length', 'integer', (c) => c.notNull())
        .addColumn('unit_id', 'integer', (c) =>
          c.notNull().references('tm_units.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('tm_unit_terms_key', [
          'term_hash',
          'tm_id',
          'unit_length',
          'unit_id',
        ])
        // SQLite keeps the rows in the key's order: a term's postings are one range read.
        .$call((builder) =>
          dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder,
        )
        .execute();
      await db.schema
        .createIndex('tm_unit_terms_unit')
        .on('tm_unit_terms')
        .column('unit_id')
        .execute();

      await db.schema
        .createTable('tm_term_df')
        .addColumn('tm_id', 'integer', (c) =>
          c.notNull().references('translation_memories.id').onDelete('cascade'),
        )
        .addColumn('term_hash', 'integer', (c) => c.notNull())
        .addColumn('df', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('tm_term_df_key', ['tm_id', 'term_hash'])
        .$call((builder) =>
          dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder,
        )
        .execute();
    },
  };
}

/**
 * Empties this index, for migrations that changed the keys units are indexed by: migration 0031
 * writes the index again, in its blocks, from every stored unit.
 */
export async function clearMatchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`delete from tm_unit_terms`.execute(db);
  await sql`delete from tm_term_df`.execute(db);
}
