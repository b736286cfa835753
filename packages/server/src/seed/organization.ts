import type { Kysely } from 'kysely';
import type { Permission, Role } from '@tessera/contracts';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/auth/index.js';
import { conflict } from '../http/errors.js';
import { serverMessages } from '@tessera/contracts';

// Creating organizations and users is shared by the demo seed and the operator CLI.
export async function createOrganization(
  db: Kysely<Database>,
  name: string,
  now: string,
): Promise<number> {
  const existing = await db
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) throw conflict('name', `An organization named "${name}" already exists.`);
  const row = await db
    .insertInto('organizations')
    .values({ name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewUser {
  organizationId: number;
  userName: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  email?: string;
  timezone?: string | null;
  permissions?: Permission[] | null;
  disableProjectSharing?: boolean;
}

export async function createUser(
  db: Kysely<Database>,
  user: NewUser,
  now: string,
): Promise<number> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', user.userName)
    .executeTakeFirst();
  if (taken) throw conflict('userName', serverMessages.userNameTaken);
  const row = await db
    .insertInto('users')
    .values({
      organization_id: user.organizationId,
      user_name: user.userName,
      password_hash: await hashPassword(user.password),
      first_name: user.firstName ?? '',
      last_name: user.lastName ?? '',
      email: user.email ?? '',
      role: user.role,
      timezone: user.timezone || null,
      permissions: user.permissions ? JSON.stringify(user.permissions) : null,
      disable_project_sharing: user.disableProjectSharing ? 1 : 0,
      active: 1,
      cookie_consent_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
