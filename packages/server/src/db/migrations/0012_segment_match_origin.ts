import type { Kysely } from 'kysely';

// Where a segment's target came from, beside match_origin: the TM match's score and memory, or
// the MT settings' name, for the editor and for analyses.
export function segmentMatchOrigin() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('segments').addColumn('match_score', 'integer').execute();
      // No foreign key: the origin stays readable after its memory is deleted.
      await db.schema.alterTable('segments').addColumn('match_tm_id', 'integer').execute();
      await db.schema.alterTable('segments').addColumn('match_engine', 'text').execute();
    },
  };
}
