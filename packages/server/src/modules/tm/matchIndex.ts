import { sql, type Kysely } from 'kysely';
import { prepareMatchText } from '@tessera/core';
import type { Dialect } from '../../db/database.js';
import type { Database, TmUnitTable } from '../../db/schema.js';
import { textOfBytes } from '../../db/textOfBytes.js';
import { sideKeys, termSalt, type UnitSide } from './matchTerms.js';

/** What the match index needs of a unit. */
export type IndexableUnit = Pick<
  TmUnitTable,
  'tm_id' | 'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
> & { id: number };

/** What the posting keys of a unit are computed from. */
export type KeyedText = Pick<
  TmUnitTable,
  'target_lang' | 'source' | 'target' | 'source_plain' | 'target_plain'
>;

// Rows per INSERT: bounded for memory.
const BATCH_ROWS = 50_000;

const sides: UnitSide[] = ['source', 'target'];

/**
 * Appends a unit's postings (both sides) to `out` as triples: term hash, the side's length, and 1
 * where the term counts towards its document frequency (0 for the whole text's key). Pure, so an
 * import computes them on its reading worker.
 */
export function postingKeys(unit: KeyedText, out: number[]): void {
  const seen = new Set<number>();
  for (const side of sides) {
    const text = side === 'source' ? unit.source : unit.target;
    const plain = side === 'source' ? unit.source_plain : unit.target_plain;
    const keys = sideKeys(termSalt(unit.target_lang, side), prepareMatchText(text), plain);
    const add = (term: number, counted: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push(term, keys.length, counted);
    };
    add(keys.whole, 0);
    for (const term of keys.terms) add(term, 1);
    for (const term of keys.short) add(term, 1);
  }
}

/** A written unit with its posting triples (postingKeys), ready for the index. */
export interface KeyedUnit {
  id: number;
  tmId: number;
  keys: ArrayLike<number>;
}

// Postings as columns, in the units' order.
function postingColumns(units: readonly KeyedUnit[]) {
  const size = units.reduce((sum, unit) => sum + unit.keys.length / 3, 0);
  const columns = {
    term: new Int32Array(size),
    tm: new Int32Array(size),
    length: new Int32Array(size),
    unit: new Int32Array(size),
  };
  let row = 0;
  for (const { id, tmId, keys } of units) {
    for (let index = 0; index < keys.length; index += 3, row++) {
      columns.term[row] = keys[index] ?? 0;
      columns.tm[row] = tmId;
      columns.length[row] = keys[index + 1] ?? 0;
      columns.unit[row] = id;
    }
  }
  return columns;
}

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

/** The postings of units as rows [term, memory, length, unit]. */
function postingsJson(units: readonly KeyedUnit[]): Buffer {
  const postings = units.reduce((sum, unit) => sum + unit.keys.length / 3, 0);
  const json = jsonRows(postings, 4);
  for (const { id, tmId, keys } of units) {
    for (let index = 0; index < keys.length; index += 3)
      json.add(`${keys[index] ?? 0},${tmId},${keys[index + 1] ?? 0},${id}`);
  }
  return json.bytes();
}

// Both dialects take a group as few parameters (JSON rows on SQLite, an array per column on PostgreSQL):
// the statement stays small and cheap to prepare however many rows it writes. Inserted in key
// order, so each group's inserts sweep the postings' B-tree once instead of jumping between
// pages (with a large vocabulary the pages of a batch outgrow SQLite's page cache).
async function insertPostings(db: Kysely<Database>, dialect: Dialect, units: readonly KeyedUnit[]) {
  if (units.every((unit) => unit.keys.length === 0)) return;
  if (dialect === 'postgres') {
    const rows = postingColumns(units);
    // No ON CONFLICT: a unit's keys are distinct (postingKeys) and only new units are indexed,
    // and PostgreSQL's speculative insertion made each row 40% dearer (4M rows 17.1 s, 10.5 s).
    await sql`insert into tm_unit_terms (term_hash, tm_id, unit_length, unit_id)
      select * from unnest(${intArray(rows.term)}, ${intArray(rows.tm)}, ${intArray(rows.length)}, ${intArray(rows.unit)})
      order by 1, 2, 3, 4`.execute(db);
    return;
  }
  await sql`insert into tm_unit_terms (term_hash, tm_id, unit_length, unit_id)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3 from json_each(${textOfBytes(dialect, postingsJson(units))})
    where true order by 1, 2, 3, 4 on conflict do nothing`.execute(db);
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

async function addDf(db: Kysely<Database>, dialect: Dialect, units: readonly KeyedUnit[]) {
  for (const tmId of new Set(units.map((unit) => unit.tmId))) {
    const counts = termCounts(countedTerms(units, tmId));
    for (let at = 0; at < counts.hashes.length; at += BATCH_ROWS) {
      const hashes = counts.hashes.subarray(at, at + BATCH_ROWS);
      const df = counts.df.subarray(at, at + BATCH_ROWS);
      if (dialect === 'postgres') {
        await sql`insert into tm_term_df (tm_id, term_hash, df)
          select ${tmId}::int, * from unnest(${intArray(hashes)}, ${intArray(df)})
          on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(
          db,
        );
      } else {
        await sql`insert into tm_term_df (tm_id, term_hash, df)
          select ${tmId}, value ->> 0, value ->> 1 from json_each(${textOfBytes(dialect, dfJson(hashes, df))})
          where true
          on conflict (tm_id, term_hash) do update set df = tm_term_df.df + excluded.df`.execute(
          db,
        );
      }
    }
  }
}

/** Adds units whose posting keys are known to the match index (within the caller's transaction). */
export async function indexKeyedUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly KeyedUnit[],
): Promise<void> {
  let group: KeyedUnit[] = [];
  let postings = 0;
  for (const unit of units) {
    if (postings + unit.keys.length / 3 > BATCH_ROWS && group.length > 0) {
      await insertPostings(db, dialect, group);
      group = [];
      postings = 0;
    }
    group.push(unit);
    postings += unit.keys.length / 3;
  }
  await insertPostings(db, dialect, group);
  await addDf(db, dialect, units);
}

/** Adds units to the match index (within the caller's transaction). */
export async function indexUnits(
  db: Kysely<Database>,
  dialect: Dialect,
  units: readonly IndexableUnit[],
): Promise<void> {
  const keyed = units.map((unit) => {
    const keys: number[] = [];
    postingKeys(unit, keys);
    return { id: unit.id, tmId: unit.tm_id, keys };
  });
  await indexKeyedUnits(db, dialect, keyed);
}

/**
 * Takes the units' terms off the document frequencies; their postings go with the units
 * themselves (a foreign key on SQLite, migration 0029's trigger on PostgreSQL). Call before
 * deleting or re-indexing the units.
 */
export async function forgetTerms(
  db: Kysely<Database>,
  units: { tmId: number; unitIds: readonly number[] } | { importTaskId: string },
): Promise<void> {
  let query = db
    .selectFrom('tm_unit_terms as t')
    .innerJoin('tm_term_df as d', (join) =>
      join.onRef('d.tm_id', '=', 't.tm_id').onRef('d.term_hash', '=', 't.term_hash'),
    )
    .select(['t.tm_id', 't.term_hash', (eb) => eb.fn.countAll<number>().as('held')])
    .groupBy(['t.tm_id', 't.term_hash']);
  if ('importTaskId' in units) {
    query = query.where('t.unit_id', 'in', (eb) =>
      eb.selectFrom('tm_units').select('id').where('import_task_id', '=', units.importTaskId),
    );
  } else {
    if (units.unitIds.length === 0) return;
    query = query.where('t.tm_id', '=', units.tmId).where('t.unit_id', 'in', units.unitIds);
  }
  for (const row of await query.execute()) {
    await db
      .updateTable('tm_term_df')
      .set({ df: sql<number>`df - ${Number(row.held)}` })
      .where('tm_id', '=', row.tm_id)
      .where('term_hash', '=', row.term_hash)
      .execute();
  }
}

/** Replaces a unit's postings after its texts changed. */
export async function reindexUnit(
  db: Kysely<Database>,
  dialect: Dialect,
  unit: IndexableUnit,
): Promise<void> {
  await forgetTerms(db, { tmId: unit.tm_id, unitIds: [unit.id] });
  await db.deleteFrom('tm_unit_terms').where('unit_id', '=', unit.id).execute();
  await indexUnits(db, dialect, [unit]);
}
