import type { Kysely, Updateable } from 'kysely';
import type { Database, UserTable } from '../../../db/schema.js';

const columns = [
  'id',
  'user_name',
  'first_name',
  'last_name',
  'email',
  'role',
  'timezone',
  'permissions',
  'disable_project_sharing',
  'default_mt_settings_id',
  'active',
] as const;

export interface UserFilter {
  roles: string[];
  activeOnly: boolean;
  page?: { offset: number; limit: number };
}

export function selectUsers(db: Kysely<Database>, organizationId: number, filter: UserFilter) {
  let query = db.selectFrom('users').select(columns).where('organization_id', '=', organizationId);
  if (filter.roles.length > 0) query = query.where('role', 'in', filter.roles);
  if (filter.activeOnly) query = query.where('active', '=', 1);
  query = query.orderBy('user_name').orderBy('id');
  if (filter.page) query = query.offset(filter.page.offset).limit(filter.page.limit);
  return query.execute();
}

export function selectUser(db: Kysely<Database>, organizationId: number, id: number) {
  return db
    .selectFrom('users')
    .select(columns)
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

export function selectUserIdByName(db: Kysely<Database>, userName: string) {
  return db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
}

export async function updateUserRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<UserTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
