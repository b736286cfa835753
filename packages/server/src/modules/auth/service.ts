import crypto from 'node:crypto';
import {
  defaultPermissions,
  LOGIN_FAILURES_PER_MINUTE,
  Permission,
  Role,
  serverMessages,
  type Session,
} from '@tessera/contracts';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import { isoNow } from '../../clock.js';
import { HttpError } from '../../http/errors.js';
import {
  countRecentFailures,
  deleteSessionsOfUser,
  findSessionRow,
  findUserForLogin,
} from './queries.js';
import { verifyPassword } from './password.js';

const SESSION_DAYS = 14;
const StoredPermissions = z.array(Permission);

export function effectivePermissions(role: string, stored: string | null): Permission[] {
  const parsedRole = Role.parse(role);
  if (stored === null) return defaultPermissions(parsedRole);
  return StoredPermissions.parse(JSON.parse(stored));
}

export async function loadSession(ctx: AppContext, sessionId: string): Promise<Session | null> {
  const row = await findSessionRow(ctx.db.kysely, sessionId);
  if (!row || !row.active || row.expires_at <= isoNow(ctx.clock)) return null;
  return {
    user: {
      id: row.user_id,
      userName: row.user_name,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role: Role.parse(row.role),
      timezone: row.timezone,
      disableProjectSharing: row.disable_project_sharing === 1,
    },
    organization: { id: row.organization_id, name: row.organization_name },
    permissions: effectivePermissions(row.role, row.permissions),
    csrfToken: row.csrf_token,
  };
}

export interface LoginResult {
  token: string;
  session: Session;
  expiresAt: Date;
}

// Checks the password, counting failures per address so that guessing is refused with 429.
export async function login(
  ctx: AppContext,
  input: { userName: string; password: string },
  address: string,
): Promise<LoginResult> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  if ((await countRecentFailures(db, address, minuteAgo)) >= LOGIN_FAILURES_PER_MINUTE) {
    throw new HttpError(429, 'TooManyRequests', serverMessages.tooManyLogins);
  }
  const user = await findUserForLogin(db, input.userName);
  const valid =
    user && user.active === 1 && (await verifyPassword(user.password_hash, input.password));
  if (!user || !valid) {
    await db
      .insertInto('login_failures')
      .values({ address, created_at: now.toISOString() })
      .execute();
    throw new HttpError(401, 'InvalidCredentials', serverMessages.invalidCredentials);
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const sessionId = crypto.createHash('sha256').update(token).digest('hex');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: user.id,
        csrf_token: crypto.randomBytes(24).toString('base64url'),
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .execute();
  });
  const session = await loadSession(ctx, sessionId);
  if (!session) throw new Error('session vanished right after login');
  return { token, session, expiresAt };
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db.kysely.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends a user's sessions, all but the caller's own when given (disabled user, new password). */
export async function endSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: string,
): Promise<void> {
  await deleteSessionsOfUser(db, userId, keepSessionId);
}
