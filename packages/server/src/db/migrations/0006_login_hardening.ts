import type { Kysely } from 'kysely';

// Login failures counted per user name too; sessions remember when they were last used (idle timeout).
export function loginHardening() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('login_failures').addColumn('user_name', 'text').execute();
      await db.schema
        .createIndex('login_failures_user_name')
        .on('login_failures')
        .columns(['user_name', 'created_at'])
        .execute();
      await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
    },
  };
}
