import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { indexUnits, type IndexableUnit } from '../../modules/tm/index.js';

// Units indexed per transaction while existing memories are backfilled.
const BACKFILL_BATCH = 2000;

// The match index of translation memories: postings of each unit's index terms, and how many
// units hold each term. Deleting a unit (or its memory, which deletes its units) deletes its
// postings through the foreign key; units already stored are indexed here in batches.
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

      await indexAllUnits(db as Kysely<Database>, dialect);
    },
  };
}

/** Indexes every stored unit with the match index's current keys, in batches. */
export async function indexAllUnits(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  let afterId = 0;
  for (;;) {
    const units: IndexableUnit[] = await db
      .selectFrom('tm_units')
      .select(['id', 'tm_id', 'target_lang', 'source', 'target', 'source_plain', 'target_plain'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (units.length === 0) return;
    await indexUnits(db, dialect, units);
    afterId = units[units.length - 1]?.id ?? afterId;
  }
}

/** Writes the whole match index again: for migrations that change the keys units are indexed by. */
export async function rewriteMatchIndex(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  await db.deleteFrom('tm_unit_terms').execute();
  await db.deleteFrom('tm_term_df').execute();
  await indexAllUnits(db, dialect);
}
