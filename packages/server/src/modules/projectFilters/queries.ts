import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findSavedFilters(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('project_filters')
    .select('filters')
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveFilters(
  db: Kysely<Database>,
  userId: number,
  filters: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('project_filters')
    .values({ user_id: userId, filters, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ filters, updated_at: now }))
    .execute();
}
