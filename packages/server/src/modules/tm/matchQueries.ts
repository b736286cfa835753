import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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

/** The postings ordered by length (a database may aggregate them in another order). */
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

/**
 * Reads the postings of many term ranges in some memories, a statement per batch of ranges (the
 * primary key makes each one range read). Each answers one row of comma-joined ids and lengths:
 * far cheaper to carry and parse than a row per posting. Answers in the order of `ranges`.
 */
export async function readTermPostings(
  db: Kysely<Database>,
  tmIds: readonly number[],
  ranges: readonly TermRange[],
): Promise<TermPostings[]> {
  const found: TermPostings[] = [];
  for (let at = 0; at < ranges.length; at += TERMS_PER_STATEMENT) {
    const batch = ranges.slice(at, at + TERMS_PER_STATEMENT);
    const parts = batch.map(
      ({ termHash, minLength, maxLength }, index) =>
        sql`select ${sql.lit(index)} as r,
          string_agg(cast(unit_id as text), ',') as ids,
          string_agg(cast(unit_length as text), ',') as lengths
          from tm_unit_terms
          where term_hash = ${termHash}
          and tm_id in (${sql.join(tmIds)})
          and unit_length between ${minLength} and ${maxLength}`,
    );
    const result = await sql<{ r: number; ids: string | null; lengths: string | null }>`${sql.join(
      parts,
      sql` union all `,
    )}`.execute(db);
    const answers = new Array<TermPostings>(batch.length);
    for (const row of result.rows) {
      answers[Number(row.r)] = byLength(parseIntegers(row.ids), parseIntegers(row.lengths));
    }
    for (let index = 0; index < batch.length; index++) {
      found.push(answers[index] ?? { unitIds: new Int32Array(0), lengths: new Int32Array(0) });
    }
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
