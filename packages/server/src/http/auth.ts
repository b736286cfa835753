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
import { forbidden, HttpError, unauthenticated } from './errors.js';
import { loadSession } from '../modules/auth/service.js';

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
    /** Reachable without a session (login, health). */
    public?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/web/api/');
}

// Every API call checks the session, and every mutating one the CSRF token, before its route runs.
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.routeOptions.config?.public) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthenticated();
    const sessionId = hashToken(token);
    const session = await loadSession(ctx, sessionId);
    if (!session) throw unauthenticated();
    if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
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
