import type { Kysely } from 'kysely';

// Notify-linguists messages of one linguist within the interval go out as one (issue #13): a
// scheduled message keeps what it is made of, so later jobs join it until it is due.
export function outboxBatches() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('outbox').addColumn('batch_key', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('batch', 'text').execute();
      await db.schema.createIndex('outbox_batch').on('outbox').column('batch_key').execute();
    },
  };
}
