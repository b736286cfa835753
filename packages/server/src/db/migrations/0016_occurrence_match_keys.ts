import type { Kysely } from 'kysely';
import { clearMatchIndex } from './0010_tm_match_index.js';

// Texts are indexed by their token occurrences (a word's second "the" has its own key) instead
// of their distinct words, a stronger bound on shared keys (docs/decisions/matching.md,
// "Shared terms"): the index is written again (by 0031).
export function occurrenceMatchKeys() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await clearMatchIndex(db);
    },
  };
}
