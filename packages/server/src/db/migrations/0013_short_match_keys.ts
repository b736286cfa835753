import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { rewriteMatchIndex } from './0010_tm_match_index.js';

// Short texts are indexed by their prefix classes and pairs of classes and words instead of
// word bigrams (docs/decisions/matching.md, "Short texts"): the index is written again.
export function shortMatchKeys(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await rewriteMatchIndex(db as Kysely<Database>, dialect);
    },
  };
}
