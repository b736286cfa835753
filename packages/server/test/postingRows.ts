import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { keyedUnit } from '../src/modules/tm/matchIndex.js';
import { idsOfBytes } from '../src/modules/tm/postingBlocks.js';

/** A posting of the match index, one unit's id under one key. */
export interface PostingRow {
  term_hash: number;
  tm_id: number;
  unit_length: number;
  unit_id: number;
}

/** The match index's postings as the database holds them (in blocks), a row each. */
export async function postingRows(db: Kysely<Database>, tmId?: number): Promise<PostingRow[]> {
  let query = db
    .selectFrom('tm_posting_blocks')
    .select(['term_hash', 'tm_id', 'unit_length', 'unit_ids']);
  if (tmId !== undefined) query = query.where('tm_id', '=', tmId);
  const blocks = await query.execute();
  return blocks.flatMap(({ unit_ids, ...key }) =>
    Array.from(idsOfBytes(unit_ids), (unit_id) => ({ ...key, unit_id })),
  );
}

/** The memory's index holds each of its units' keys, and its document frequencies count them. */
export async function expectIndexOfUnits(db: Kysely<Database>, tmId: number) {
  const units = await db
    .selectFrom('tm_units')
    .select(['id', 'tm_id', 'target_lang', 'source', 'target', 'source_plain', 'target_plain'])
    .where('tm_id', '=', tmId)
    .execute();
  const expected: string[] = [];
  const df = new Map<number, number>();
  for (const unit of units) {
    const { keys } = keyedUnit(unit);
    for (let at = 0; at < keys.length; at += 3) {
      expected.push(`${keys[at]}:${keys[at + 1]}:${unit.id}`);
      if (keys[at + 2]) df.set(keys[at] ?? 0, (df.get(keys[at] ?? 0) ?? 0) + 1);
    }
  }
  const stored = (await postingRows(db, tmId)).map(
    (row) => `${row.term_hash}:${row.unit_length}:${row.unit_id}`,
  );
  expect(stored.sort()).toEqual(expected.sort());
  const storedDf = await db
    .selectFrom('tm_term_df')
    .select(['term_hash', 'df'])
    .where('tm_id', '=', tmId)
    .where('df', '>', 0)
    .execute();
  expect(new Map(storedDf.map((row) => [row.term_hash, Number(row.df)]))).toEqual(df);
}
