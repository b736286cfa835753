import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
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
