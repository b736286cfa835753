import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  serverMessages,
  type Permission,
  type Role,
  type Session,
} from '@tessera/contracts';
import type { AppContext } from '../context.js';
import { forbidden, HttpError, notFound, unauthenticated } from './errors.js';
import { createSessionCache, loadSession } from '../modules/auth/index.js';

export interface AuthContext {
  session: Session;
  userId: number;
  organizationId: number;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, health, the web app's files). */
    public?: boolean;
    /** A GET that changes data (spec 000 section 7): it needs the CSRF token like a POST. */
    writes?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route options of a GET that changes data (spec 000 section 7): it asks for the CSRF token. */
export const writingGet = { config: { writes: true } };

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

// Every route needs a session unless its config says public, and every mutating call (another
// method than GET/HEAD/OPTIONS, or a route marked writes) the CSRF token, before the route runs.
// Decided by the matched route, never the raw URL, so no spelling of a path skips the check; a
// request no route matched goes to the not-found handler, which answers nothing private.
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  const sessions = createSessionCache(ctx);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    // A path no route has is answered 404 before its body is read; GETs go on to the web app.
    if (request.is404 && !SAFE_METHODS.has(request.method)) throw notFound();
    if (request.is404 || route.config?.public) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthenticated();
    const sessionId = hashToken(token);
    const session = await loadSession(ctx, sessions, sessionId);
    if (!session) throw unauthenticated();
    const writes = !SAFE_METHODS.has(request.method) || route.config?.writes === true;
    if (writes && request.headers[CSRF_HEADER] !== session.csrfToken) {
      throw new HttpError(403, 'CsrfTokenInvalid', serverMessages.csrfMissing);
    }
    request.auth = {
      session,
      sessionId,
      userId: session.user.id,
      organizationId: session.organization.id,
      role: session.user.role,
    };
  });
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthContext {
  const auth = authOf(request);
  if (!roles.includes(auth.role)) throw forbidden();
  return auth;
}

export function hasPermission(auth: AuthContext, permission: Permission): boolean {
  return auth.session.permissions.includes(permission);
}

export function requirePermission(request: FastifyRequest, permission: Permission): AuthContext {
  const auth = authOf(request);
  if (!hasPermission(auth, permission)) throw forbidden();
  return auth;
}
