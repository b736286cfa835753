import type { FastifyInstance } from 'fastify';
import { LoginRequest, SESSION_COOKIE } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { login, logout } from './service.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/auth/login', { config: { public: true } }, async (request, reply) => {
    const input = parseInput(LoginRequest, request.body);
    const result = await login(ctx, input, request.ip);
    reply.setCookie(SESSION_COOKIE, result.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: result.expiresAt,
    });
    return result.session;
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await logout(ctx, authOf(request).sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  app.get('/api/session', async (request) => authOf(request).session);
}
