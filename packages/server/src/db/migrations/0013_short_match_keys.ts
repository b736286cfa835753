import type { Kysely } from 'kysely';
import { clearMatchIndex } from './0010_tm_match_index.js';

// Short texts are indexed by their prefix classes and pairs of classes and words instead of
// word bigrams (docs/decisions/matching.md, "Short texts"): the index is written again (by 0031).
export function shortMatchKeys() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await clearMatchIndex(db);
    },
  };
}
