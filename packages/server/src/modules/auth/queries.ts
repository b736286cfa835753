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
      'users.id as user_id',
      'users.user_name',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.role',
      'users.timezone',
      'users.permissions',
      'users.disable_project_sharing',
      'users.active',
      'organizations.id as organization_id',
      'organizations.name as organization_name',
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

export async function countRecentFailures(db: Kysely<Database>, address: string, since: string) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('address', '=', address)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
