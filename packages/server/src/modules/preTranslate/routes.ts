import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PreTranslateRequest, PseudoTranslateRequest } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { registerPreTranslateTask } from './preTranslateTask.js';
import { registerPseudoTranslateTask } from './pseudoTask.js';
import { startPreTranslation, startPseudoTranslation } from './start.js';

const viewer = (request: FastifyRequest) => viewerOf(authOf(request));

export function preTranslateRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPreTranslateTask(ctx);
  registerPseudoTranslateTask(ctx);

  app.post('/api/job/preTranslate', async (request) =>
    startPreTranslation(ctx, viewer(request), parseInput(PreTranslateRequest, request.body)),
  );
  app.post('/api/job/pseudoTranslate', async (request) =>
    startPseudoTranslation(ctx, viewer(request), parseInput(PseudoTranslateRequest, request.body)),
  );
}
