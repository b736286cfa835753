import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function selectOrganizationByName(db: Kysely<Database>, name: string) {
  return db.selectFrom('organizations').select('id').where('name', '=', name).executeTakeFirst();
}
