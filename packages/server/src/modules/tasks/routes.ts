import type { FastifyInstance } from 'fastify';
import { BackgroundTaskQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';

// The web polls a background task every second until it is OK or ERROR (spec 002 section 4).
export function taskRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/backgroundTask', async (request) => {
    const { organizationId } = authOf(request);
    const { id } = parseInput(BackgroundTaskQuery, request.query);
    const task = await ctx.tasks.get(organizationId, id);
    if (!task) throw notFound();
    return task;
  });
}
