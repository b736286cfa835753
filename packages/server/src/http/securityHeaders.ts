import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

const ONE_YEAR_SECONDS = 365 * 86_400;

// Security headers on every answer (API, web files, errors): helmet's defaults with a policy fitted
// to the web app, and HSTS only when the request came over https (so plain-http setups still work).
// helmet's middleware is built once: @fastify/helmet built it again on every request, parsing the
// policy each time (8% of the server's time under load).
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const legacyOrigins = config.legacyOrigin ? [new URL(config.legacyOrigin).origin] : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'frame-ancestors': ["'self'"],
        // The legacy page loader embeds pages of this host or of LEGACY_ORIGIN.
        'frame-src': ["'self'", ...legacyOrigins],
        // Cloudscape components set inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    // helmet's middlewares call back only without an error.
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
