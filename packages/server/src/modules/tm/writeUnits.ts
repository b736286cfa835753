import type { Kysely } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { insertUnits } from './importQueries.js';
import { addDf, indexKeyedUnits } from './matchIndex.js';
import { addedUnits, unitBatch, type AddedUnit, type UnitBatch } from './unitBatch.js';
import type { ImportedUnit } from './unitRows.js';

/** Writes a batch of units to a memory within the caller's transaction, keeping those it holds; answers the new ones with their posting keys. */
async function insertBatch(
  trx: Kysely<Database>,
  dialect: Dialect,
  tmId: number,
  batch: UnitBatch,
): Promise<AddedUnit[]> {
  return addedUnits(tmId, batch, await insertUnits(trx, dialect, tmId, batch.rows));
}

/**
 * Writes a batch of an import within the caller's transaction: its new units and their document
 * frequencies. Answers the new units, whose posting blocks the import's index writes
 * (importIndex.ts).
 */
export async function writeImportBatch(
  trx: Kysely<Database>,
  dialect: Dialect,
  tmId: number,
  batch: UnitBatch,
): Promise<AddedUnit[]> {
  const added = await insertBatch(trx, dialect, tmId, batch);
  await addDf(trx, dialect, added);
  return added;
}

/** Writes units to a memory in one transaction, keeping those it holds, and indexes the new ones for matching; answers how many were new. */
export async function writeChunk(db: Db, tmId: number, units: ImportedUnit[]) {
  if (units.length === 0) return 0;
  const batch = unitBatch(units);
  // Called within a transaction (an editor's confirm), the units join it.
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.kysely.isTransaction ? work(db.kysely) : db.kysely.transaction().execute(work);
  return inTransaction(async (trx) => {
    const added = await insertBatch(trx, db.dialect, tmId, batch);
    await indexKeyedUnits(trx, db.dialect, added);
    return added.length;
  });
}
