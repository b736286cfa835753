import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function selectCookieConsent(
  db: Kysely<Database>,
  userId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('cookie_consent_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.cookie_consent_at;
}

export async function updateCookieConsent(
  db: Kysely<Database>,
  userId: number,
  acceptedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ cookie_consent_at: acceptedAt })
    .where('id', '=', userId)
    .execute();
}
