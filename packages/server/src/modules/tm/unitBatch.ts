import { JsonRows } from './jsonRows.js';
import type { InsertedUnit } from './importQueries.js';
import { sharedPostingKeys } from './postingKeys.js';
import { unitRow, type ImportedUnit } from './unitRows.js';
import type { KeyedUnit } from './postingBlocks.js';

/**
 * Units to write to a memory in one transaction, in the form the database and the match index
 * take them: built where the units are read (an import's worker), so the writing thread only
 * hands them on. Plain data and typed arrays: it crosses threads cheaply.
 */
export interface UnitBatch {
  /**
   * A JSON array of the units' rows (unitRow), as UTF-8: bytes cross threads without a copy, and
   * the writing thread's young generation frees them, where a string this long waits for a full
   * collection (a large import's memory grew by hundreds of megabytes of such strings).
   */
  rows: Uint8Array<ArrayBuffer>;
  /** Each unit's languages and hash, by which the insert names the units it added. */
  identities: string[];
  /** Every unit's posting triples (postingKeys) one after another; unit i's end at ends[i]. */
  keys: Int32Array<ArrayBuffer>;
  ends: Int32Array<ArrayBuffer>;
}

const identityOf = (unit: Pick<InsertedUnit, 'source_lang' | 'target_lang' | 'unit_hash'>) =>
  `${unit.source_lang}\u0000${unit.target_lang}\u0000${unit.unit_hash}`;

/**
 * Builds a batch unit by unit: each unit's row and keys go into typed arrays as it comes, so the
 * unit itself dies young (JsonRows).
 */
export class UnitBatchBuilder {
  private readonly rows = new JsonRows();
  private keys = new Int32Array(1024);
  private keyCount = 0;
  private ends: number[] = [];
  private identities: string[] = [];

  get units(): number {
    return this.rows.rows;
  }

  add(unit: ImportedUnit): void {
    this.rows.add(unitRow(unit));
    const triples = sharedPostingKeys(unit);
    const keyCount = this.keyCount + triples.length;
    if (keyCount > this.keys.length) {
      const larger = new Int32Array(Math.max(keyCount, this.keys.length * 2));
      larger.set(this.keys.subarray(0, this.keyCount));
      this.keys = larger;
    }
    this.keys.set(triples, this.keyCount);
    this.keyCount = keyCount;
    this.ends.push(keyCount);
    this.identities.push(identityOf(unit));
  }

  /** The batch of the units added since the last; the builder starts the next one empty. */
  build(): UnitBatch {
    const batch: UnitBatch = {
      rows: this.rows.take(),
      identities: this.identities,
      keys: this.keys.slice(0, this.keyCount),
      ends: Int32Array.from(this.ends),
    };
    this.keyCount = 0;
    this.ends = [];
    this.identities = [];
    return batch;
  }
}

export function unitBatch(units: readonly ImportedUnit[]): UnitBatch {
  const builder = new UnitBatchBuilder();
  for (const unit of units) builder.add(unit);
  return builder.build();
}

/** A unit an insert added, with its posting keys and the hash of the texts it was written with. */
export interface AddedUnit extends KeyedUnit {
  hash: string;
}

/** The units an insert added, each with its posting keys from the batch. */
export function addedUnits(tmId: number, batch: UnitBatch, added: InsertedUnit[]): AddedUnit[] {
  const positions = new Map(batch.identities.map((identity, index) => [identity, index]));
  return added.flatMap((row) => {
    const index = positions.get(identityOf(row));
    if (index === undefined) return [];
    const start = index === 0 ? 0 : (batch.ends[index - 1] ?? 0);
    const keys = batch.keys.subarray(start, batch.ends[index]);
    return [{ id: row.id, tmId, keys, hash: row.unit_hash }];
  });
}
