import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import { blockWrites } from './matchIndex.js';
import type { AddedUnit } from './unitBatch.js';

/** How much an import's index holds before it writes, and how much each transaction writes. */
export interface HeldLimits {
  /** Postings held, 12 bytes each: 500,000 are about 12,000 units of 40 postings. */
  postings: number;
  /** Blocks per transaction: each write is short, and the event loop turns between them. */
  blocksPerWrite: number;
}

const heldLimits: HeldLimits = { postings: 500_000, blocksPerWrite: 2_000 };

/** The held units whose rows are still as they were written: not deleted, texts not edited. */
async function asWritten(db: Db, tmId: number, units: readonly AddedUnit[]) {
  let first = Infinity;
  let last = -Infinity;
  for (const { id } of units) {
    first = Math.min(first, id);
    last = Math.max(last, id);
  }
  const rows = await db.kysely
    .selectFrom('tm_units')
    .select(['id', 'unit_hash'])
    .where('tm_id', '=', tmId)
    .where('id', '>=', first)
    .where('id', '<=', last)
    .execute();
  const hashes = new Map(rows.map((row) => [row.id, row.unit_hash]));
  return units.filter((unit) => hashes.get(unit.id) === unit.hash);
}

/**
 * The posting blocks of the units an import writes to one memory: held, and written together
 * in key order once they hold `limits.postings`, instead of with each batch of units. A batch's
 * blocks landed all over the index's B-tree and rewrote thousands of its pages each time (1.36M
 * units: 162 s against 107–115 s). The units' document frequencies are written with the units, so
 * an edit or a deletion before the blocks are written lowers them as for any unit, and the
 * unit's blocks are then left out. A unit is found by matching once `write` has run; an import
 * that fails takes its units and their blocks away (deleteImportedUnits), after `settled`.
 *
 * On PostgreSQL the blocks are written on a connection of their own while the next batches of
 * units are written, one write of blocks at a time: each statement runs in one server process, and
 * the import waited on the blocks' statements in turn (#14). SQLite has one connection.
 */
export function importIndex(db: Db, tmId: number, limits = heldLimits) {
  let held: AddedUnit[] = [];
  let postings = 0;
  let writing: Promise<void> = Promise.resolve();
  const writeBlocks = async (units: AddedUnit[]) => {
    const current = await asWritten(db, tmId, units);
    for (const blockWrite of blockWrites(db.dialect, tmId, current, limits.blocksPerWrite)) {
      await db.kysely.transaction().execute(blockWrite);
      await eventLoopTurn();
    }
  };
  const startWrite = async (awaitWrite: boolean) => {
    const units = held;
    held = [];
    postings = 0;
    // The previous write first: its failure fails the import here.
    await writing;
    if (units.length === 0) return;
    writing = writeBlocks(units);
    // Handled: a failure waits for the next write, `write` or `settled`.
    writing.catch(() => undefined);
    if (awaitWrite || db.dialect !== 'postgres') await writing;
  };
  return {
    /** Holds the blocks of units an import added; writes what it holds once that is enough. */
    async add(units: readonly AddedUnit[]): Promise<void> {
      for (const unit of units) {
        held.push(unit);
        postings += unit.keys.length / 3;
      }
      if (postings >= limits.postings) await startWrite(false);
    },
    /** Writes the blocks held, after any write under way. */
    write: () => startWrite(true),
    /** Waits for any write under way, whether it succeeds or fails. */
    settled: () => writing.catch(() => undefined),
  };
}
