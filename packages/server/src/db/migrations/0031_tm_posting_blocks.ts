import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { indexUnits, type IndexableUnit } from '../../modules/tm/index.js';

// Units indexed per transaction while existing memories are indexed again.
const REINDEX_BATCH = 2000;

// The match index's postings become blocks: one row per term, memory, length and write, holding
// the ids of the units written together (modules/tm/postingBlocks.ts). A row per posting made a
// TMX import write about 40 rows per unit, most of its time. A memory's deletion takes its
// blocks by their key to the memory; a unit's deletion or edit takes its id out of its blocks
// (modules/tm/unindex.ts), so migration 0029's trigger goes with the old postings.
export function tmPostingBlocks(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`drop trigger tm_units_forget_postings on tm_units`.execute(db);
        await sql`drop function tm_units_forget_postings()`.execute(db);
      }
      await db.schema.dropTable('tm_unit_terms').execute();
      await sql`delete from tm_term_df`.execute(db);
      await db.schema
        .createTable('tm_posting_blocks')
        .addColumn('term_hash', 'integer', (c) => c.notNull())
        .addColumn('tm_id', 'integer', (c) =>
          c.notNull().references('translation_memories.id').onDelete('cascade'),
        )
        .addColumn('unit_length', 'integer', (c) => c.notNull())
        .addColumn('first_unit', 'integer', (c) => c.notNull())
        .addColumn('last_unit', 'integer', (c) => c.notNull())
        .addColumn('unit_ids', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('tm_posting_blocks_key', [
          'term_hash',
          'tm_id',
          'unit_length',
          'first_unit',
        ])
        // SQLite keeps the rows in the key's order: a term's blocks are one range read.
        .$call((builder) =>
          dialect === 'sqlite' ? builder.modifyEnd(sql`without rowid`) : builder,
        )
        .execute();
      await indexAllUnits(db as Kysely<Database>, dialect);
    },
  };
}

/** Indexes every stored unit with the match index's current keys, in batches. */
async function indexAllUnits(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  let afterId = 0;
  for (;;) {
    const units: IndexableUnit[] = await db
      .selectFrom('tm_units')
      .select(['id', 'tm_id', 'target_lang', 'source', 'target', 'source_plain', 'target_plain'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(REINDEX_BATCH)
      .execute();
    if (units.length === 0) return;
    await indexUnits(db, dialect, units);
    afterId = units[units.length - 1]?.id ?? afterId;
  }
}
