import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { insertUnits, type ImportedUnit } from './importQueries.js';
import { indexKeyedUnits } from './matchIndex.js';
import { addedUnits, unitBatch, type UnitBatch } from './unitBatch.js';

/** Writes a batch of units to a memory within the caller's transaction, keeping those it holds, and indexes the new ones for matching; answers how many were new. */
export async function writeBatch(
  trx: Kysely<Database>,
  dialect: Dialect,
  tmId: number,
  batch: UnitBatch,
): Promise<number> {
  const added = await insertUnits(trx, dialect, tmId, batch.rows);
  await indexKeyedUnits(trx, dialect, addedUnits(tmId, batch, added));
  return added.length;
}

/** Writes units to a memory in one transaction, keeping those it holds, and indexes the new ones for matching; answers how many were new. */
export async function writeChunk(db: Db, tmId: number, units: ImportedUnit[]) {
  if (units.length === 0) return 0;
  const batch = unitBatch(units);
  // Called within a transaction (an editor's confirm), the units join it.
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.kysely.isTransaction ? work(db.kysely) : db.kysely.transaction().execute(work);
  return inTransaction((trx) => writeBatch(trx, db.dialect, tmId, batch));
}
