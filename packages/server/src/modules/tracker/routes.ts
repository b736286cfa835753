import type { FastifyInstance } from 'fastify';
import { Metric } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { recordMetric } from './service.js';

export function trackerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/tracker', async (request) => {
    const auth = authOf(request);
    await recordMetric(ctx, auth, parseInput(Metric, request.body));
    return { ok: true };
  });
}
