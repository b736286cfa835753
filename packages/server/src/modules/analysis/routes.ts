import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AnalysisCreateRequest,
  AnalysisDeleteQuery,
  AnalysisDownloadQuery,
  AnalysisListQuery,
  AnalysisQuery,
  AnalysisRename,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { requireRole } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { attachment } from '../../storage/download.js';
import { viewerOf } from '../projects/index.js';
import { analysisDownload } from './download.js';
import {
  createAnalysis,
  deleteAnalysesOf,
  getAnalysis,
  listAnalyses,
  renameAnalysisOf,
} from './service.js';
import { registerAnalysisTask } from './task.js';

// Analyses are the managers' figures for quoting and paying: linguists never see them.
function managerOf(request: FastifyRequest) {
  const auth = requireRole(request, 'ADMIN', 'PROJECT_MANAGER');
  return { ...viewerOf(auth), userName: auth.session.user.userName };
}

// Analyses (spec 001: Create analysis, Analyses list; docs/decisions/analysis.md).
export function analysisRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAnalysisTask(ctx);

  app.post('/api/analysis/create', async (request) => {
    const manager = managerOf(request);
    return createAnalysis(ctx, manager, parseInput(AnalysisCreateRequest, request.body));
  });

  app.get('/api/analysis', async (request) => {
    const manager = managerOf(request);
    return getAnalysis(ctx, manager, parseInput(AnalysisQuery, request.query).id);
  });

  app.get('/api/analysis/listByProject', async (request) => {
    const manager = managerOf(request);
    return listAnalyses(ctx, manager, parseInput(AnalysisListQuery, request.query).projectUid);
  });

  app.put('/api/analysis', async (request) => {
    const manager = managerOf(request);
    const { id } = parseInput(AnalysisQuery, request.query);
    return renameAnalysisOf(ctx, manager, id, parseInput(AnalysisRename, request.body).name);
  });

  app.delete('/web/api/v2/analyse/delete', async (request, reply) => {
    const manager = managerOf(request);
    await deleteAnalysesOf(ctx, manager, parseInput(AnalysisDeleteQuery, request.query).analyse);
    return reply.status(204).send();
  });

  app.get('/api/analysis/download', async (request, reply) => {
    const manager = managerOf(request);
    const { id, format } = parseInput(AnalysisDownloadQuery, request.query);
    const download = analysisDownload(await getAnalysis(ctx, manager, id), format);
    return attachment(reply, download.name, download.contentType).send(
      typeof download.body === 'string' ? download.body : Buffer.from(download.body),
    );
  });
}
