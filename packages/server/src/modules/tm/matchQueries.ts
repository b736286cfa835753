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
  unitIds: number[];
  lengths: number[];
}

// Requests per statement: one round trip for many queries, well within bound-parameter limits.
const REQUESTS_PER_STATEMENT = 200;
// Ids per IN list.
const IDS_PER_STATEMENT = 500;

/**
 * Reads the postings of many (term, memories, length window) requests, one statement per batch.
 * Each request answers one row of comma-joined ids and lengths: far cheaper to carry and parse
 * than a row per posting.
 */
export async function readPostings(
  db: Kysely<Database>,
  requests: readonly PostingRequest[],
): Promise<Postings[]> {
  const found: Postings[] = requests.map(() => ({ unitIds: [], lengths: [] }));
  for (let at = 0; at < requests.length; at += REQUESTS_PER_STATEMENT) {
    const parts = requests.slice(at, at + REQUESTS_PER_STATEMENT).map(
      (request, index) =>
        sql`select ${sql.lit(at + index)} as r,
          string_agg(cast(unit_id as text), ',') as ids,
          string_agg(cast(unit_length as text), ',') as lengths
          from tm_unit_terms
          where term_hash = ${request.termHash}
          and tm_id in (${sql.join(request.tmIds)})
          and unit_length between ${request.minLength} and ${request.maxLength}`,
    );
    const result = await sql<{ r: number; ids: string | null; lengths: string | null }>`${sql.join(
      parts,
      sql` union all `,
    )}`.execute(db);
    for (const row of result.rows) {
      const postings = found[Number(row.r)];
      if (!postings || !row.ids || !row.lengths) continue;
      postings.unitIds = row.ids.split(',').map(Number);
      postings.lengths = row.lengths.split(',').map(Number);
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
