import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The names of these memories by id, for the panels that list units of several. */
export async function tmNames(
  db: Kysely<Database>,
  tmIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('translation_memories')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(tmIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
