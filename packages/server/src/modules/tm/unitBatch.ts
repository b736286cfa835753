import type { InsertedUnit } from './importQueries.js';
import { postingKeys } from './postingKeys.js';
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

const encoder = new TextEncoder();

/** A typed array at least `needed` long, its first `used` items kept. */
function grown<T extends Uint8Array<ArrayBuffer> | Int32Array<ArrayBuffer>>(
  array: T,
  used: number,
  needed: number,
  make: (length: number) => T,
): T {
  if (needed <= array.length) return array;
  const larger = make(Math.max(needed, array.length * 2));
  larger.set(array.subarray(0, used));
  return larger;
}

/**
 * Builds a batch unit by unit: each unit's row and keys go into typed arrays as it comes, so the
 * unit itself dies young. Units held as objects until their batch was full survived the reader's
 * scavenges and were promoted, a third of its collection time (#14).
 */
export class UnitBatchBuilder {
  private rows = new Uint8Array(256 * 1024);
  private rowBytes = 0;
  private keys = new Int32Array(64 * 1024);
  private keyCount = 0;
  private ends: number[] = [];
  private identities: string[] = [];

  get units(): number {
    return this.identities.length;
  }

  add(unit: ImportedUnit): void {
    const row = JSON.stringify(unitRow(unit));
    // UTF-8 takes at most 3 bytes per UTF-16 unit; one more for the comma or bracket before it.
    const needed = this.rowBytes + 1 + row.length * 3;
    this.rows = grown(this.rows, this.rowBytes, needed, (length) => new Uint8Array(length));
    this.rows[this.rowBytes++] = this.units === 0 ? 0x5b : 0x2c;
    this.rowBytes += encoder.encodeInto(row, this.rows.subarray(this.rowBytes)).written;
    const triples = postingKeys(unit);
    const keyCount = this.keyCount + triples.length;
    this.keys = grown(this.keys, this.keyCount, keyCount, (length) => new Int32Array(length));
    this.keys.set(triples, this.keyCount);
    this.keyCount = keyCount;
    this.ends.push(keyCount);
    this.identities.push(identityOf(unit));
  }

  /** The batch of the units added since the last; the builder starts the next one empty. */
  build(): UnitBatch {
    const rows = new Uint8Array(this.rowBytes + (this.units === 0 ? 2 : 1));
    rows.set(this.rows.subarray(0, this.rowBytes));
    if (this.units === 0) rows[0] = 0x5b;
    rows[rows.length - 1] = 0x5d;
    const batch: UnitBatch = {
      rows,
      identities: this.identities,
      keys: this.keys.slice(0, this.keyCount),
      ends: Int32Array.from(this.ends),
    };
    this.rowBytes = 0;
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
