import type { FastifyInstance } from 'fastify';
import { HealthCheckQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../http/validate.js';
import { environmentHealth, ownHealth } from './service.js';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public, so that load balancers and other environments' health pages can ask.
  app.get('/web/healthApi', { config: { public: true } }, async (_request, reply) => {
    const health = await ownHealth(ctx);
    return reply.status(health.status === 'UP' ? 200 : 503).send(health);
  });

  app.get('/api/healthCheck', async (request) => {
    const { env } = parseInput(HealthCheckQuery, request.query);
    return environmentHealth(ctx, env);
  });
}
