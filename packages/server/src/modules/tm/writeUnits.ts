import readline from 'node:readline';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BlobStorage } from '../../storage/blobStorage.js';
import { insertUnits, type ImportedUnit, type InsertedUnit } from './importQueries.js';
import { indexUnits, type IndexableUnit } from './matchIndex.js';
import type { StagedImport } from './stageUpload.js';

// Rows per INSERT: within SQLite's 32766 bound parameters at 15 columns.
const ROWS_PER_INSERT = 1000;
// Units per transaction: short enough that neither database is held for long (SQLite blocks
// the event loop while a statement runs) and that the task's lease is renewed between them.
const UNITS_PER_TRANSACTION = 5000;

// The written units the insert added, with their ids, as the match index takes them.
function addedUnits(tmId: number, rows: ImportedUnit[], added: InsertedUnit[]): IndexableUnit[] {
  const byIdentity = new Map(
    rows.map((row) => [`${row.source_lang}\u0000${row.target_lang}\u0000${row.unit_hash}`, row]),
  );
  return added.flatMap(({ id, source_lang, target_lang, unit_hash }) => {
    const row = byIdentity.get(`${source_lang}\u0000${target_lang}\u0000${unit_hash}`);
    return row ? [{ ...row, id, tm_id: tmId }] : [];
  });
}

/** Writes units to a memory in one transaction, keeping those it holds, and indexes the new ones for matching; answers how many were new. */
export async function writeChunk(db: Db, tmId: number, units: ImportedUnit[]) {
  // Called within a transaction (an editor's confirm), the units join it.
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.kysely.isTransaction ? work(db.kysely) : db.kysely.transaction().execute(work);
  return inTransaction(async (trx) => {
    let inserted = 0;
    for (let at = 0; at < units.length; at += ROWS_PER_INSERT) {
      const rows = units.slice(at, at + ROWS_PER_INSERT);
      const added = await insertUnits(trx, db.dialect, tmId, rows);
      await indexUnits(trx, db.dialect, addedUnits(tmId, rows, added));
      inserted += added.length;
    }
    return inserted;
  });
}

/**
 * Writes staged units to the memory chunk by chunk. Units already in the memory are kept; so a
 * re-run after a crash completes the import without duplicates. The units added are marked with
 * the import's task, whose failure deletes them again.
 */
export async function writeStagedUnits(
  db: Db,
  storage: BlobStorage,
  staged: StagedImport,
  target: { tmId: number; importTaskId: string },
  progress: (fraction: number) => Promise<void>,
): Promise<void> {
  const { tmId, importTaskId } = target;
  const lines = readline.createInterface({
    input: await storage.get(staged.key),
    crlfDelay: Infinity,
  });
  let chunk: ImportedUnit[] = [];
  let written = 0;
  for await (const line of lines) {
    chunk.push({ ...(JSON.parse(line) as ImportedUnit), import_task_id: importTaskId });
    if (chunk.length < UNITS_PER_TRANSACTION) continue;
    await writeChunk(db, tmId, chunk);
    written += chunk.length;
    chunk = [];
    await progress(written / Math.max(staged.units, 1));
  }
  await writeChunk(db, tmId, chunk);
}
