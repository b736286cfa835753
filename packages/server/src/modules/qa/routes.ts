import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QaIgnoreRequest, QaRunRequest, QaWarningsQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { ignoreWarning, runQa, warningsOf, type QaActor } from './service.js';

function actorOf(request: FastifyRequest): QaActor {
  const auth = authOf(request);
  return { ...viewerOf(auth), userName: auth.session.user.userName };
}

// QA runs of a job part and their warnings (docs/api-notes.md, "QA").
export function qaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/qa/run', async (request) =>
    runQa(ctx, actorOf(request), parseInput(QaRunRequest, request.body).jobPartId),
  );
  app.get('/api/qa/warnings', async (request) =>
    warningsOf(ctx, actorOf(request), parseInput(QaWarningsQuery, request.query)),
  );
  app.put('/api/qa/warning', async (request) =>
    ignoreWarning(ctx, actorOf(request), parseInput(QaIgnoreRequest, request.body)),
  );
}
