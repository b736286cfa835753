import type { Role } from '@tessera/contracts';
import { createOrganization, createUser } from '../src/seed/organization.js';
import { DEMO_PASSWORD, type ApiClient, type TestServer } from './harness.js';

export interface Tenant {
  organizationId: number;
  userIds: Record<'admin' | 'pm' | 'linguist', number>;
  /** A logged-in client per role of the tenant. */
  as(role: 'admin' | 'pm' | 'linguist'): Promise<ApiClient>;
}

const tenantRoles: Array<['admin' | 'pm' | 'linguist', Role]> = [
  ['admin', 'ADMIN'],
  ['pm', 'PROJECT_MANAGER'],
  ['linguist', 'LINGUIST'],
];

// A second organization beside Demo, with one user of each role named `${prefix}-${role}`.
export async function createTenant(server: TestServer, name: string): Promise<Tenant> {
  const prefix = name.toLowerCase();
  const now = server.clock.now().toISOString();
  const created = await server.ctx.db.kysely.transaction().execute(async (trx) => {
    const organizationId = await createOrganization(trx, name, now);
    const userIds = { admin: 0, pm: 0, linguist: 0 };
    for (const [key, role] of tenantRoles) {
      userIds[key] = await createUser(
        trx,
        { organizationId, userName: `${prefix}-${key}`, password: DEMO_PASSWORD, role },
        now,
      );
    }
    return { organizationId, userIds };
  });
  return { ...created, as: (role) => server.as(`${prefix}-${role}`) };
}

export async function demoOrganizationId(server: TestServer): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom('organizations')
    .select('id')
    .where('name', '=', 'Demo')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the demo organization's workflow step of this name. */
export async function stepId(server: TestServer, name: string): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userId(server: TestServer, userName: string): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ErrorReply {
  errorCode: string;
  errorDescription: string;
  errors?: Array<{ field: string; message: string }>;
}
