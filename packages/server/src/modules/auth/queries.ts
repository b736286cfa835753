import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findSessionRow(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'sessions.csrf_token',
      'sessions.expires_at',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.id as user_id',
      'users.user_name',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.role',
      'users.timezone',
      'users.permissions',
      'users.disable_project_sharing',
      'users.default_mt_settings_id',
      'users.active',
      'organizations.id as organization_id',
      'organizations.name as organization_name',
      // Whether the user acts for a vendor (its buyer user): the navigation offers Job offers.
      (eb) =>
        eb
          .selectFrom('vendors')
          .select('vendors.id')
          .whereRef('vendors.buyer_user_id', '=', 'users.id')
          .limit(1)
          .as('acts_for_vendor'),
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export function findUserForLogin(db: Kysely<Database>, userName: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'active'])
    .where('user_name', '=', userName)
    .executeTakeFirst();
}

// Failures since the given time from the address and, separately, for the user name.
export async function countRecentFailures(
  db: Kysely<Database>,
  attempt: { address: string; userName: string },
  since: string,
) {
  const count = async (column: 'address' | 'user_name', value: string) => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    byAddress: await count('address', attempt.address),
    byUserName: await count('user_name', attempt.userName),
  };
}

export async function touchSession(db: Kysely<Database>, sessionId: string, now: string) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

// A disabled user or a new password ends the user's sessions (all but the caller's own, when given).
export async function deleteSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}
