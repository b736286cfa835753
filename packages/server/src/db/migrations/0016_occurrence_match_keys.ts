import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';
import { rewriteMatchIndex } from './0010_tm_match_index.js';

// Texts are indexed by their token occurrences (a word's second "the" has its own key) instead
// of their distinct words, a stronger bound on shared keys (docs/decisions/matching.md,
// "Shared terms"): the index is written again.
export function occurrenceMatchKeys(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await rewriteMatchIndex(db as Kysely<Database>, dialect);
    },
  };
}
