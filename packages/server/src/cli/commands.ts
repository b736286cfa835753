import type { Kysely } from 'kysely';
import { RoleFilter, roleFromFilter, serverMessages, UserCreateInput } from '@tessera/contracts';
import type { Database } from '../db/schema.js';
import { isCommonPassword } from '../modules/auth/index.js';
import { resetPassword } from '../modules/setup/index.js';
import { createOrganization, createUser } from '../seed/organization.js';
import { selectOrganizationByName } from './queries.js';

/** A mistake of the operator: printed with the usage, exit code 1. */
export class UsageError extends Error {}

export interface CommandContext {
  db: Kysely<Database>;
  values: Record<string, string | undefined>;
  now: string;
  /** The migrations main applied before the command, every command running them first. */
  applied: string[];
}

export interface Command {
  usage: string;
  summary: string;
  options: Record<string, { type: 'string' }>;
  required: string[];
  /** Does the work and says in one line what it did. */
  run(context: CommandContext): Promise<string>;
}

// The same rules as the setup page's user form, with the command's option names in the messages.
function validUser(
  input: { userName: string; password: string; role: string; timezone?: string },
  userOption: string,
) {
  const result = UserCreateInput.safeParse(input);
  if (result.success) return { ...result.data, password: uncommonPassword(result.data.password) };
  const optionOf: Record<string, string> = { userName: userOption };
  const [issue] = result.error.issues;
  const field = String(issue?.path[0] ?? '');
  throw new UsageError(`--${optionOf[field] ?? field}: ${issue?.message}`);
}

function uncommonPassword(password: string): string {
  if (isCommonPassword(password))
    throw new UsageError(`--password: ${serverMessages.commonPassword}`);
  return password;
}

function roleOf(value: string) {
  const role = RoleFilter.safeParse(value);
  if (!role.success) {
    throw new UsageError(`--role: one of ADMIN, PROJECT_MANAGER, LINGUIST (got "${value}")`);
  }
  return roleFromFilter(role.data);
}

const text = { type: 'string' } as const;

export const commands: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    summary: 'bring the database schema up to date',
    options: {},
    required: [],
    run: async ({ applied }) =>
      applied.length === 0
        ? 'The database is up to date.'
        : `Applied ${applied.length} migration(s): ${applied.join(', ')}.`,
  },

  'create-org': {
    usage: 'create-org --name N --admin-user U --password P',
    summary: 'create an organization with its first administrator',
    options: { name: text, 'admin-user': text, password: text },
    required: ['name', 'admin-user', 'password'],
    async run({ db, values, now }) {
      const name = values.name ?? '';
      const admin = validUser(
        { userName: values['admin-user'] ?? '', password: values.password ?? '', role: 'ADMIN' },
        'admin-user',
      );
      const organizationId = await db.transaction().execute(async (trx) => {
        const id = await createOrganization(trx, name, now);
        await createUser(trx, { ...admin, organizationId: id }, now);
        return id;
      });
      return `Created organization "${name}" (id ${organizationId}) with administrator "${admin.userName}".`;
    },
  },

  'create-user': {
    usage: 'create-user --org N --user U --role R --password P [--timezone TZ]',
    summary: 'add a user (ADMIN, PROJECT_MANAGER or LINGUIST) to an organization',
    options: { org: text, user: text, role: text, password: text, timezone: text },
    required: ['org', 'user', 'role', 'password'],
    async run({ db, values, now }) {
      const user = validUser(
        {
          userName: values.user ?? '',
          password: values.password ?? '',
          role: roleOf(values.role ?? ''),
          timezone: values.timezone,
        },
        'user',
      );
      const organization = await selectOrganizationByName(db, values.org ?? '');
      if (!organization) throw new UsageError(`--org: no organization is named "${values.org}"`);
      await db
        .transaction()
        .execute((trx) => createUser(trx, { ...user, organizationId: organization.id }, now));
      return `Created user "${user.userName}" (${user.role}) in organization "${values.org}".`;
    },
  },

  'reset-password': {
    usage: 'reset-password --user U --password P',
    summary: "set a user's password and end their sessions",
    options: { user: text, password: text },
    required: ['user', 'password'],
    async run({ db, values }) {
      const password = UserCreateInput.shape.password.safeParse(values.password);
      if (!password.success) {
        throw new UsageError(`--password: ${password.error.issues[0]?.message}`);
      }
      const userName = values.user ?? '';
      const newPassword = uncommonPassword(password.data);
      const reset = await db
        .transaction()
        .execute((trx) => resetPassword(trx, userName, newPassword));
      if (!reset) throw new UsageError(`--user: no user is named "${userName}"`);
      return `Reset the password of "${userName}" and ended their sessions.`;
    },
  },
};
