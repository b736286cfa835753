import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { addDf, indexUnits, keyedUnit, type IndexableUnit } from './matchIndex.js';
import { idBytes, idsOfBytes } from './postingBlocks.js';

interface BlockKey {
  tmId: number;
  term: number;
  length: number;
}

async function lowerDf(db: Kysely<Database>, tmId: number, term: number) {
  await db
    .updateTable('tm_term_df')
    .set({ df: sql<number>`df - 1` })
    .where('tm_id', '=', tmId)
    .where('term_hash', '=', term)
    .execute();
}

/** Takes a unit's id out of the one block of a key that holds it, written again without it. */
async function removeFromBlock(db: Kysely<Database>, key: BlockKey, unitId: number) {
  const candidates = await db
    .selectFrom('tm_posting_blocks')
    .select(['first_unit', 'unit_ids'])
    .where('term_hash', '=', key.term)
    .where('tm_id', '=', key.tmId)
    .where('unit_length', '=', key.length)
    .where('first_unit', '<=', unitId)
    .where('last_unit', '>=', unitId)
    .execute();
  const held = candidates
    .map((block) => ({ first: block.first_unit, ids: idsOfBytes(block.unit_ids) }))
    .find((block) => block.ids.includes(unitId));
  if (!held) return;
  const kept = held.ids.filter((id) => id !== unitId);
  const atBlock = (eb: ExpressionBuilder<Database, 'tm_posting_blocks'>) =>
    eb.and({
      term_hash: key.term,
      tm_id: key.tmId,
      unit_length: key.length,
      first_unit: held.first,
    });
  if (kept.length === 0) {
    await db.deleteFrom('tm_posting_blocks').where(atBlock).execute();
    return;
  }
  await db
    .updateTable('tm_posting_blocks')
    .set({
      first_unit: kept[0] ?? 0,
      last_unit: kept[kept.length - 1] ?? 0,
      unit_ids: idBytes(kept),
    })
    .where(atBlock)
    .execute();
}

/**
 * Takes units off the match index (within the caller's transaction), before they are deleted or
 * their texts change: their keys, computed again from the texts they were indexed by, lower the
 * document frequencies, and their ids leave the blocks of those keys.
 */
export async function unindexUnits(
  db: Kysely<Database>,
  units: readonly IndexableUnit[],
): Promise<void> {
  for (const unit of units) {
    const { keys } = keyedUnit(unit);
    for (let index = 0; index < keys.length; index += 3) {
      const term = keys[index] ?? 0;
      if (keys[index + 2]) await lowerDf(db, unit.tm_id, term);
      await removeFromBlock(db, { tmId: unit.tm_id, term, length: keys[index + 1] ?? 0 }, unit.id);
    }
  }
}

// Units whose terms are counted off per query when an import is taken away.
const UNINDEX_BATCH = 2000;

/**
 * Takes the units an import wrote off the match index, before they are deleted. An import's
 * blocks hold its own units only (each write makes blocks of the units it added), so they are
 * the blocks whose first id is one of its units. The units' terms are counted off from their
 * texts: they were counted as the units were written, before their blocks were (importIndex.ts).
 */
export async function unindexImport(
  db: Kysely<Database>,
  dialect: Dialect,
  importTaskId: string,
): Promise<void> {
  const imported = db
    .selectFrom('tm_units')
    .select('id')
    .where('import_task_id', '=', importTaskId);
  await db.deleteFrom('tm_posting_blocks').where('first_unit', 'in', imported).execute();
  for (let afterId = 0; ;) {
    const units = await db
      .selectFrom('tm_units')
      .select(['id', 'tm_id', 'target_lang', 'source', 'target', 'source_plain', 'target_plain'])
      .where('import_task_id', '=', importTaskId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(UNINDEX_BATCH)
      .execute();
    if (units.length === 0) return;
    await addDf(db, dialect, units.map(keyedUnit), -1);
    afterId = units[units.length - 1]?.id ?? afterId;
  }
}

/** Replaces a unit's postings after its texts changed; `before` is the unit as it was indexed. */
export async function reindexUnit(
  db: Kysely<Database>,
  dialect: Dialect,
  before: IndexableUnit,
  after: IndexableUnit,
): Promise<void> {
  await unindexUnits(db, [before]);
  await indexUnits(db, dialect, [after]);
}
