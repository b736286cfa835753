import type { FastifyInstance } from 'fastify';
import { PostMortemScoringUpdate } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf, requireRole } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { listScoringModels, postMortemSettings, setPostMortemScoring } from './service.js';

export function scoringRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/postMortemScoringSettings', async (request) =>
    postMortemSettings(ctx.db.kysely, authOf(request).organizationId),
  );

  app.put('/api/postMortemScoringSettings', async (request) => {
    const { organizationId } = requireRole(request, 'ADMIN');
    const { enablePostMortemScoring } = parseInput(PostMortemScoringUpdate, request.body);
    return setPostMortemScoring(ctx, organizationId, enablePostMortemScoring);
  });

  app.get('/api/scoring/getAllScoringModels', async (request) =>
    listScoringModels(ctx.db.kysely, authOf(request).organizationId),
  );
}
