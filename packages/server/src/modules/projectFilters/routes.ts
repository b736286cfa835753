import type { FastifyInstance } from 'fastify';
import { SavedProjectFilters } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { getSavedFilters, replaceSavedFilters } from './service.js';

export function projectFilterRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/projectFilter', async (request) => getSavedFilters(ctx, authOf(request).userId));

  app.put('/api/projectFilter', async (request) => {
    const saved = parseInput(SavedProjectFilters, request.body);
    return replaceSavedFilters(ctx, authOf(request).userId, saved);
  });
}
