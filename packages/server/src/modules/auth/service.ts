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
import { createReadCache, type ReadCache } from '../../db/readCache.js';
import { HttpError } from '../../http/errors.js';
import {
  countRecentFailures,
  deleteSessionsOfUser,
  findSessionRow,
  findUserForLogin,
  touchSession,
} from './queries.js';
import { dummyPasswordHash, verifyPassword } from './password.js';

const SESSION_DAYS = 14;
// The last-seen time is written at most once a minute, not on every request.
const LAST_SEEN_STEP_MS = 60_000;
const StoredPermissions = z.array(Permission);

export function effectivePermissions(role: string, stored: string | null): Permission[] {
  const parsedRole = Role.parse(role);
  if (stored === null) return defaultPermissions(parsedRole);
  return StoredPermissions.parse(JSON.parse(stored));
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionRow>>>;
interface KnownSession {
  row: SessionRow;
  session: Session;
}
/** Sessions as last read, kept until the next commit (db/readCache.ts): every call reads its own. */
export type SessionCache = ReadCache<KnownSession | null>;

export function createSessionCache(ctx: AppContext): SessionCache {
  return createReadCache<KnownSession | null>(ctx.db, ctx.clock, {
    entries: 10_000,
    weight: 10_000,
    weigh: () => 1,
    maxAgeMs: LAST_SEEN_STEP_MS,
  });
}

function sessionOf(row: SessionRow): Session {
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
      defaultMachineTranslateSettingsId: row.default_mt_settings_id,
      actsForVendor: row.acts_for_vendor !== null,
    },
    organization: { id: row.organization_id, name: row.organization_name },
    permissions: effectivePermissions(row.role, row.permissions),
    csrfToken: row.csrf_token,
  };
}

export async function loadSession(
  ctx: AppContext,
  sessions: SessionCache,
  sessionId: string,
): Promise<Session | null> {
  const known = await sessions.get(sessionId, async () => {
    const row = await findSessionRow(ctx.db.kysely, sessionId);
    return row ? { row, session: sessionOf(row) } : null;
  });
  const now = ctx.clock.now();
  if (!known) return null;
  const { row, session } = known;
  if (!row.active || row.expires_at <= now.toISOString()) return null;
  // Idle timeout (ASVS 7.3): a session unused for SESSION_IDLE_HOURS ends, whatever its lifetime.
  const idleMs = now.getTime() - Date.parse(row.last_seen_at ?? row.created_at);
  if (idleMs >= ctx.config.sessionIdleHours * 3_600_000) return null;
  if (idleMs >= LAST_SEEN_STEP_MS) await touchSession(ctx.db.kysely, sessionId, now.toISOString());
  return session;
}

export interface LoginResult {
  token: string;
  session: Session;
  expiresAt: Date;
}

// Checks the password, counting failures per address and per user name so that guessing is
// refused with 429; an unknown user name costs the same password verification as a known one.
export async function login(
  ctx: AppContext,
  input: { userName: string; password: string },
  address: string,
): Promise<LoginResult> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const failures = await countRecentFailures(db, { address, userName: input.userName }, minuteAgo);
  if (Math.max(failures.byAddress, failures.byUserName) >= LOGIN_FAILURES_PER_MINUTE) {
    throw new HttpError(429, 'TooManyRequests', serverMessages.tooManyLogins);
  }
  const user = await findUserForLogin(db, input.userName);
  const hash = user?.password_hash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(hash, input.password);
  if (!user || user.active !== 1 || !matches) {
    await db
      .insertInto('login_failures')
      .values({ address, user_name: input.userName, created_at: now.toISOString() })
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
        last_seen_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      })
      .execute();
  });
  const row = await findSessionRow(db, sessionId);
  if (!row) throw new Error('session vanished right after login');
  return { token, session: sessionOf(row), expiresAt };
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
