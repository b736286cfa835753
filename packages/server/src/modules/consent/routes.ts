import type { FastifyInstance } from 'fastify';
import { CookieConsentUpdate } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { acceptCookies, cookieConsent } from './service.js';

export function consentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cookieConsent', async (request) => cookieConsent(ctx, authOf(request).userId));

  app.put('/api/cookieConsent', async (request) => {
    const { userId } = authOf(request);
    const { cookieConsent: consent } = parseInput(CookieConsentUpdate, request.body);
    return acceptCookies(ctx, userId, consent.acceptanceDate);
  });
}
