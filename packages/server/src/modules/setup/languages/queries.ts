import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

export async function selectActiveCodes(
  db: Kysely<Database>,
  organizationId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('active_languages')
    .select('code')
    .where('organization_id', '=', organizationId)
    .execute();
  return rows.map((row) => row.code);
}

export async function replaceActiveCodes(
  db: Kysely<Database>,
  organizationId: number,
  codes: string[],
): Promise<void> {
  await db.deleteFrom('active_languages').where('organization_id', '=', organizationId).execute();
  await db
    .insertInto('active_languages')
    .values(codes.map((code) => ({ organization_id: organizationId, code })))
    .execute();
}
