import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { idsOfBytes } from './postingBlocks.js';

/** The postings of one term in some memories, of units whose length lies in [minLength, maxLength]. */
export interface PostingRequest {
  termHash: number;
  tmIds: readonly number[];
  minLength: number;
  maxLength: number;
}

/** The postings a request found: unit ids and their lengths, in the same order. */
export interface Postings {
  unitIds: ArrayLike<number>;
  lengths: ArrayLike<number>;
}

/** The postings of one term in some memories, shortest units first. */
export interface TermPostings {
  unitIds: Int32Array;
  lengths: Int32Array;
}

/** One term's postings of the units whose length lies in [minLength, maxLength]. */
export interface TermRange {
  termHash: number;
  minLength: number;
  maxLength: number;
}

// Terms per statement: one round trip for many, well within bound-parameter limits.
const TERMS_PER_STATEMENT = 200;
// Ids per IN list.
const IDS_PER_STATEMENT = 500;

/** Parses comma-joined non-negative integers without building a string per number. */
function parseIntegers(text: string | null): Int32Array {
  if (!text) return new Int32Array(0);
  let count = 1;
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) === 44) count++;
  const values = new Int32Array(count);
  let value = 0;
  let index = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 44) {
      values[index++] = value;
      value = 0;
    } else value = value * 10 + code - 48;
  }
  values[index] = value;
  return values;
}

/** A term range's blocks as one row: per block its memory, length and id count; then all ids. */
interface RangeRow {
  r: number;
  /** Each block's memory, length and id count, comma-joined. */
  blocks: string | null;
  /** The blocks' ids one after another: hex on SQLite, bytes on PostgreSQL. */
  ids: string | Uint8Array | null;
}

/**
 * A term's postings from its blocks (in key order: memory, length, first id), shortest units
 * first, then by memory and id. Blocks of one memory and length overlap only once a unit was
 * edited; such a run of blocks is sorted by id.
 */
function postingsOf(row: RangeRow | undefined): TermPostings {
  const blocks = parseIntegers(row?.blocks ?? null);
  const bytes = row?.ids ?? null;
  const ids = idsOfBytes(
    bytes === null
      ? new Uint8Array(0)
      : typeof bytes === 'string'
        ? Buffer.from(bytes, 'hex')
        : bytes,
  );
  const lengths = new Int32Array(ids.length);
  let at = 0;
  let runStart = 0;
  let unsorted = false;
  for (let block = 0; block < blocks.length; block += 3) {
    const sameRun =
      block > 0 && blocks[block - 3] === blocks[block] && blocks[block - 2] === blocks[block + 1];
    if (!sameRun) {
      if (unsorted) ids.subarray(runStart, at).sort();
      runStart = at;
      unsorted = false;
    } else if ((ids[at - 1] as number) > (ids[at] as number)) unsorted = true;
    const end = at + (blocks[block + 2] as number);
    lengths.fill(blocks[block + 1] as number, at, end);
    at = end;
  }
  if (unsorted) ids.subarray(runStart, at).sort();
  return byLength(ids, lengths);
}

/** The postings ordered by length, stably (several memories' blocks come memory by memory). */
function byLength(unitIds: Int32Array, lengths: Int32Array): TermPostings {
  let sorted = true;
  for (let at = 1; at < lengths.length && sorted; at++) {
    sorted = (lengths[at - 1] as number) <= (lengths[at] as number);
  }
  if (sorted) return { unitIds, lengths };
  const order = Array.from(lengths.keys()).sort(
    (a, b) => (lengths[a] as number) - (lengths[b] as number),
  );
  return {
    unitIds: Int32Array.from(order, (at) => unitIds[at] as number),
    lengths: Int32Array.from(order, (at) => lengths[at] as number),
  };
}

/** One row per range: its blocks' memories, lengths and counts, and their ids concatenated. */
function rangeAggregates(dialect: Dialect) {
  const order = sql`order by tm_id, unit_length, first_unit`;
  const block = sql`tm_id || ',' || unit_length || ',' || (length(unit_ids) / 4)`;
  return dialect === 'postgres'
    ? sql`string_agg(${block}, ',' ${order}) as blocks,
        string_agg(unit_ids, ''::bytea ${order}) as ids`
    : // SQLite aggregates in the order it reads the key; hex is how a blob aggregates as text.
      sql`group_concat(${block}, ',') as blocks, group_concat(hex(unit_ids), '') as ids`;
}

/**
 * Reads the postings of many term ranges in some memories, a statement per batch of ranges (the
 * primary key makes each one range read of the term's blocks). Each answers one row, however
 * many blocks the range holds: far cheaper to carry than a row per block. Answers in the order
 * of `ranges`.
 */
export async function readTermPostings(
  db: Kysely<Database>,
  dialect: Dialect,
  tmIds: readonly number[],
  ranges: readonly TermRange[],
): Promise<TermPostings[]> {
  const found: TermPostings[] = [];
  const aggregates = rangeAggregates(dialect);
  for (let at = 0; at < ranges.length; at += TERMS_PER_STATEMENT) {
    const batch = ranges.slice(at, at + TERMS_PER_STATEMENT);
    const parts = batch.map(
      ({ termHash, minLength, maxLength }, index) =>
        sql`select ${sql.lit(index)} as r, ${aggregates}
          from tm_posting_blocks
          where term_hash = ${termHash}
          and tm_id in (${sql.join(tmIds)})
          and unit_length between ${minLength} and ${maxLength}`,
    );
    const result = await sql<RangeRow>`${sql.join(parts, sql` union all `)}`.execute(db);
    const rows = new Array<RangeRow | undefined>(batch.length);
    for (const row of result.rows) rows[Number(row.r)] = row;
    for (const row of rows) found.push(postingsOf(row));
  }
  return found;
}

/** How many units of the memories hold each term (summed over the memories). */
export async function readDocumentFrequencies(
  db: Kysely<Database>,
  tmIds: readonly number[],
  termHashes: readonly number[],
): Promise<Map<number, number>> {
  const frequencies = new Map<number, number>();
  for (let at = 0; at < termHashes.length; at += IDS_PER_STATEMENT) {
    const rows = await db
      .selectFrom('tm_term_df')
      .select(['term_hash', (eb) => eb.fn.sum<number>('df').as('df')])
      .where('tm_id', 'in', [...tmIds])
      .where('term_hash', 'in', termHashes.slice(at, at + IDS_PER_STATEMENT))
      .groupBy('term_hash')
      .execute();
    for (const row of rows) frequencies.set(row.term_hash, Number(row.df));
  }
  return frequencies;
}

export interface MatchUnitRow {
  id: number;
  tm_id: number;
  target_lang: string;
  source: string;
  target: string;
  context_prev: string;
  context_next: string;
  context_key: string;
  created_by: string;
  modified_at: string;
}

export async function readMatchUnits(
  db: Kysely<Database>,
  unitIds: readonly number[],
): Promise<MatchUnitRow[]> {
  const rows: MatchUnitRow[] = [];
  for (let at = 0; at < unitIds.length; at += IDS_PER_STATEMENT) {
    rows.push(
      ...(await db
        .selectFrom('tm_units')
        .select([
          'id',
          'tm_id',
          'target_lang',
          'source',
          'target',
          'context_prev',
          'context_next',
          'context_key',
          'created_by',
          'modified_at',
        ])
        .where('id', 'in', unitIds.slice(at, at + IDS_PER_STATEMENT))
        .execute()),
    );
  }
  return rows;
}
