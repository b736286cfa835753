import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, TmUnitTable } from '../../db/schema.js';
import { textOfBytes } from '../../db/textOfBytes.js';
import { postingKeys } from './postingKeys.js';
import { idBytes, postingBlocks, type KeyedUnit, type PostingBlocks } from './postingBlocks.js';

/** What the match index needs of a unit. */
export type IndexableUnit = Pick<
  TmUnitTable,
  'tm_id' | 'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
> & { id: number };

// Rows per INSERT: bounded for memory.
const BATCH_ROWS = 50_000;

// Digits, a sign and a comma of a 32-bit integer, at most.
const INTEGER_BYTES = 12;

/** JSON rows of integers written as bytes, bound as text by textOfBytes. */
function jsonRows(rows: number, columns: number) {
  const json = Buffer.allocUnsafe(2 + rows * (columns * INTEGER_BYTES + 3));
  let at = json.write('[', 0, 'latin1');
  return {
    /** Adds a row given as its comma-joined integers. */
    add(row: string) {
      at += json.write(at === 1 ? `[${row}]` : `,[${row}]`, at, 'latin1');
    },
    bytes() {
      return json.subarray(0, at + json.write(']', at, 'latin1'));
    },
  };
}

/**
 * A PostgreSQL array of integers as the bytes of its text ('{1,2,3}'), cast back by the statement:
 * the driver would build that text as a string, which waits for a full collection.
 */
function intArrayBytes(values: Int32Array): Buffer {
  const text = Buffer.allocUnsafe(2 + values.length * INTEGER_BYTES);
  let at = text.write('{', 0, 'latin1');
  for (let index = 0; index < values.length; index++)
    at += text.write(index === 0 ? `${values[index]}` : `,${values[index]}`, at, 'latin1');
  return text.subarray(0, at + text.write('}', at, 'latin1'));
}

const intArray = (values: Int32Array) =>
  sql`${textOfBytes('postgres', intArrayBytes(values))}::int[]`;

/**
 * The first and last id of each block from..to, and where its bytes start (from 1) in the ids of
 * those blocks alone (idsOf), as columns.
 */
function blockColumns(blocks: PostingBlocks, from: number, to: number) {
  const offsets = blocks.offsets.subarray(from, to);
  const counts = blocks.counts.subarray(from, to);
  const base = offsets[0] ?? 0;
  const firsts = offsets.map((offset) => blocks.ids[offset] ?? 0);
  const lasts = offsets.map((offset, block) => blocks.ids[offset + (counts[block] ?? 0) - 1] ?? 0);
  return {
    firsts,
    lasts,
    starts: offsets.map((offset) => (offset - base) * 4 + 1),
    bytes: counts.map((count) => count * 4),
  };
}

/** The ids of blocks from..to, one run of bytes. */
function idsOf(blocks: PostingBlocks, from: number, to: number): Buffer {
  const end = (blocks.offsets[to - 1] ?? 0) + (blocks.counts[to - 1] ?? 0);
  return idBytes(blocks.ids.subarray(blocks.offsets[from] ?? 0, end));
}

/** The blocks of units of one memory as rows [term, length, first id, last id, start, bytes]. */
function blockRows(blocks: PostingBlocks, from: number, to: number): Buffer {
  const { firsts, lasts, starts, bytes } = blockColumns(blocks, from, to);
  const json = jsonRows(to - from, 6);
  for (let row = 0; row < to - from; row++) {
    json.add(
      `${blocks.terms[from + row]},${blocks.lengths[from + row]},${firsts[row]},${lasts[row]},${starts[row]},${bytes[row]}`,
    );
  }
  return json.bytes();
}

// Both dialects take blocks as few parameters: their keys as JSON rows (SQLite) or an array per
// column (PostgreSQL), and their ids as one run of bytes each block takes its slice of. The
// statement stays small and cheap to prepare however many blocks it writes, and the blocks come
// in key order, so each insert sweeps the index's B-tree once.
async function insertBlocks(
  db: Kysely<Database>,
  dialect: Dialect,
  tmId: number,
  blocks: PostingBlocks,
  from: number,
  to: number,
) {
  const ids = idsOf(blocks, from, to);
  if (dialect === 'postgres') {
    const columns = blockColumns(blocks, from, to);
    // No ON CONFLICT: a block's key ends with its first id, a unit written for the first time.
    await sql`insert into tm_posting_blocks (term_hash, tm_id, unit_length, first_unit, last_unit, unit_ids)
      select t, ${tmId}::int, l, f, z, substring(${ids}::bytea from s for n)
      from unnest(${intArray(blocks.terms.subarray(from, to))}, ${intArray(blocks.lengths.subarray(from, to))},
        ${intArray(columns.firsts)}, ${intArray(columns.lasts)}, ${intArray(columns.starts)}, ${intArray(columns.bytes)})
        as b(t, l, f, z, s, n)`.execute(db);
  } else {
    // jsonb_each, as for units (importQueries.ts): each row is parsed once, not once a column.
    await sql`insert into tm_posting_blocks (term_hash, tm_id, unit_length, first_unit, last_unit, unit_ids)
      select value ->> 0, ${tmId}, value ->> 1, value ->> 2, value ->> 3, substr(${ids}, value ->> 4, value ->> 5)
      from jsonb_each(${textOfBytes(dialect, blockRows(blocks, from, to))})`.execute(db);
  }
}

/** The terms of a memory's units that count towards document frequency, sorted. */
function countedTerms(units: readonly KeyedUnit[], tmId: number): Int32Array {
  let size = 0;
  for (const unit of units) if (unit.tmId === tmId) size += unit.keys.length / 3;
  const terms = new Int32Array(size);
  let count = 0;
  for (const { tmId: memory, keys } of units) {
    if (memory !== tmId) continue;
    for (let index = 0; index < keys.length; index += 3) {
      if (keys[index + 2]) terms[count++] = keys[index] ?? 0;
    }
  }
  return terms.subarray(0, count).sort();
}

/**
 * Each distinct term of sorted terms with how many times it occurs, in typed arrays: like the
 * postings' bytes, freed by the young generation's collection however many terms a batch holds.
 */
function termCounts(sorted: Int32Array): { hashes: Int32Array; df: Int32Array } {
  const hashes = new Int32Array(sorted.length);
  const df = new Int32Array(sorted.length);
  let distinct = 0;
  for (let index = 0; index < sorted.length; index++) {
    if (distinct > 0 && hashes[distinct - 1] === sorted[index]) df[distinct - 1]! += 1;
    else {
      hashes[distinct] = sorted[index] ?? 0;
      df[distinct++] = 1;
    }
  }
  return { hashes: hashes.subarray(0, distinct), df: df.subarray(0, distinct) };
}

/** Terms and their document frequencies as rows [term, df]. */
function dfJson(hashes: Int32Array, df: Int32Array): Buffer {
  const json = jsonRows(hashes.length, 2);
  for (let index = 0; index < hashes.length; index++) json.add(`${hashes[index]},${df[index]}`);
  return json.bytes();
}

/**
 * Adds the terms of units that count towards document frequency to their memories' counts, or
 * takes them off (sign -1).
 */
export async function addDf(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly KeyedUnit[],
  sign: 1 | -1 = 1,
) {
  for (const tmId of new Set(units.map((unit) => unit.tmId))) {
    const counts = termCounts(countedTerms(units, tmId));
    for (let at = 0; at < counts.hashes.length; at += BATCH_ROWS) {
      const hashes = counts.hashes.subarray(at, at + BATCH_ROWS);
      const df = counts.df.subarray(at, at + BATCH_ROWS).map((count) => count * sign);
      if (dialect === 'postgres') {
        await sql`insert into tm_term_df (tm_id, term_hash, df)
          select ${tmId}::int, * from unnest(${intArray(hashes)}, ${intArray(df)})
          on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(
          db,
        );
      } else {
        await sql`insert into tm_term_df (tm_id, term_hash, df)
          select ${tmId}, value ->> 0, value ->> 1 from jsonb_each(${textOfBytes(dialect, dfJson(hashes, df))})
          where true
          on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(
          db,
        );
      }
    }
  }
}

/** One write of a memory's posting blocks, within the transaction it is given. */
export type BlockWrite = (db: Kysely<Database>) => Promise<void>;

/**
 * The writes of the posting blocks of units of one memory, in key order, each of at most
 * `blocksPerWrite` blocks: together they are the units' postings, and each may be its own
 * transaction.
 */
export function blockWrites(
  dialect: Dialect,
  tmId: number,
  units: readonly KeyedUnit[],
  blocksPerWrite = BATCH_ROWS,
): BlockWrite[] {
  const blocks = postingBlocks(units);
  const writes: BlockWrite[] = [];
  for (let from = 0; from < blocks.terms.length; from += blocksPerWrite) {
    const to = Math.min(blocks.terms.length, from + blocksPerWrite);
    writes.push((db) => insertBlocks(db, dialect, tmId, blocks, from, to));
  }
  return writes;
}

/** Adds units whose posting keys are known to the match index (within the caller's transaction). */
export async function indexKeyedUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly KeyedUnit[],
): Promise<void> {
  for (const tmId of new Set(units.map((unit) => unit.tmId))) {
    const memoryUnits = units.filter((unit) => unit.tmId === tmId);
    for (const write of blockWrites(dialect, tmId, memoryUnits)) await write(db);
  }
  await addDf(db, dialect, units);
}

/** A unit's posting triples (postingKeys). */
export function keyedUnit(unit: IndexableUnit): KeyedUnit {
  return { id: unit.id, tmId: unit.tm_id, keys: postingKeys(unit) };
}

/** Adds units to the match index (within the caller's transaction). */
export async function indexUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly IndexableUnit[],
): Promise<void> {
  await indexKeyedUnits(db, dialect, units.map(keyedUnit));
}
