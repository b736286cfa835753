import type { Kysely } from 'kysely';

// Spec 000 section 3: a new project's MT engine defaults to the user's default MT setting.
export function userDefaultMt() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('default_mt_settings_id', 'integer', (c) =>
          c.references('mt_settings.id').onDelete('set null'),
        )
        .execute();
    },
  };
}
