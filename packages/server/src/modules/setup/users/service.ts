import type { Kysely, Updateable } from 'kysely';
import {
  format,
  projectServerMessages,
  Role,
  roleFromFilter,
  serverMessages,
  setupMessages,
  type User,
  type UserCreateInput,
  type UserListQuery,
  type UserUpdateInput,
} from '@tessera/contracts';
import type { Database, UserTable } from '../../../db/schema.js';
import { fieldError, notFound } from '../../../http/errors.js';
import { createUser } from '../../../seed/organization.js';
import {
  assertUncommonPassword,
  effectivePermissions,
  endSessionsOfUser,
  hashPassword,
} from '../../auth/index.js';
import type { CollectionService, SetupScope } from '../collection.js';
import { withUniqueName } from '../constraints.js';
import { selectMtSettings } from '../mtSettings/queries.js';
import { selectUser, selectUserIdByName, selectUsers, updateUserRow } from './queries.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof selectUser>>>;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim() || row.user_name,
    email: row.email,
    role: Role.parse(row.role),
    timezone: row.timezone,
    active: row.active === 1,
    disableProjectSharing: row.disable_project_sharing === 1,
    defaultMachineTranslateSettingsId: row.default_mt_settings_id,
    permissions: effectivePermissions(row.role, row.permissions),
  };
}

// The lookup behind owner and linguist pickers: active users only, paged.
export async function listActiveUsers(
  db: Kysely<Database>,
  organizationId: number,
  query: UserListQuery,
): Promise<User[]> {
  const rows = await selectUsers(db, organizationId, {
    roles: [...new Set(query.role.map(roleFromFilter))],
    activeOnly: true,
    page: { offset: query.page * query.pageSize, limit: query.pageSize },
  });
  return rows.map(toUser);
}

export async function isUserOfOrganization(
  db: Kysely<Database>,
  organizationId: number,
  userId: number,
): Promise<boolean> {
  return (await selectUser(db, organizationId, userId)) !== undefined;
}

async function userById(db: Kysely<Database>, organizationId: number, id: number): Promise<User> {
  const row = await selectUser(db, organizationId, id);
  if (!row) throw notFound();
  return toUser(row);
}

// An administrator keeps the rights to undo their own changes: no disabling or demoting oneself.
function assertNotLockingOut(scope: SetupScope, id: number, input: UserUpdateInput): void {
  if (id !== scope.auth.userId) return;
  if (input.active === false) throw fieldError('active', setupMessages.cannotDisableSelf);
  if (input.role !== undefined && input.role !== 'ADMIN') {
    throw fieldError('role', setupMessages.cannotDemoteSelf);
  }
}

// A user's default MT settings must be a record of their organization (spec 000 section 3).
async function checkDefaultMt(scope: SetupScope, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const engines = await selectMtSettings(scope.db, scope.organizationId);
  if (engines.some((engine) => engine.id === id)) return;
  const what = 'machine translation settings';
  throw fieldError(
    'defaultMachineTranslateSettingsId',
    format(projectServerMessages.unknownRecord, { what }),
  );
}

async function changesOf(current: UserRow, input: UserUpdateInput) {
  const changes: Updateable<UserTable> = {};
  if (input.firstName !== undefined) changes.first_name = input.firstName;
  if (input.lastName !== undefined) changes.last_name = input.lastName;
  if (input.email !== undefined) changes.email = input.email;
  if (input.timezone !== undefined) changes.timezone = input.timezone || null;
  if (input.disableProjectSharing !== undefined) {
    changes.disable_project_sharing = input.disableProjectSharing ? 1 : 0;
  }
  if (input.active !== undefined) changes.active = input.active ? 1 : 0;
  if (input.defaultMachineTranslateSettingsId !== undefined)
    changes.default_mt_settings_id = input.defaultMachineTranslateSettingsId;
  // A new role brings its own default permissions unless the same call sets them.
  if (input.role !== undefined && input.role !== current.role) {
    changes.role = input.role;
    changes.permissions = null;
  }
  if (input.permissions !== undefined) {
    changes.permissions = input.permissions === null ? null : JSON.stringify(input.permissions);
  }
  if (input.password) {
    assertUncommonPassword(input.password);
    changes.password_hash = await hashPassword(input.password);
  }
  return changes;
}

export const userService: CollectionService<User, UserCreateInput, UserUpdateInput> = {
  async list(db, organizationId) {
    return (await selectUsers(db, organizationId, { roles: [], activeOnly: false })).map(toUser);
  },

  async create(scope, input) {
    assertUncommonPassword(input.password);
    await checkDefaultMt(scope, input.defaultMachineTranslateSettingsId);
    const id = await withUniqueName(
      createUser(scope.db, { ...input, organizationId: scope.organizationId }, scope.now),
      'userName',
      serverMessages.userNameTaken,
    );
    if (input.defaultMachineTranslateSettingsId)
      await updateUserRow(scope.db, id, {
        default_mt_settings_id: input.defaultMachineTranslateSettingsId,
      });
    return userById(scope.db, scope.organizationId, id);
  },

  async update(scope, id, input) {
    const current = await selectUser(scope.db, scope.organizationId, id);
    if (!current) throw notFound();
    assertNotLockingOut(scope, id, input);
    await checkDefaultMt(scope, input.defaultMachineTranslateSettingsId);
    const changes = await changesOf(current, input);
    if (Object.keys(changes).length > 0) await updateUserRow(scope.db, id, changes);
    if (input.active === false) await endSessionsOfUser(scope.db, id);
    else if (input.password) await endSessionsOfUser(scope.db, id, scope.auth.sessionId);
    return userById(scope.db, scope.organizationId, id);
  },
};

// The operator's way back in (CLI): a new password ends every session of the user.
export async function resetPassword(
  db: Kysely<Database>,
  userName: string,
  password: string,
): Promise<boolean> {
  const user = await selectUserIdByName(db, userName);
  if (!user) return false;
  await updateUserRow(db, user.id, { password_hash: await hashPassword(password) });
  await endSessionsOfUser(db, user.id);
  return true;
}
