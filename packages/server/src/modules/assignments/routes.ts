import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AssetsByLocalesQuery,
  GatherTransMemoriesQuery,
  SetProjectTermBasesQuery,
  SetProjectTransMemoriesQuery,
  SetTemplateTermBasesQuery,
  SetTemplateTransMemoriesQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf, writingGet } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { tbCandidates, tmCandidates } from './candidates.js';
import { projectKey, templateKey } from './owner.js';
import { getTbAssignments, setTbAssignments } from './tbAssignment.js';
import { gatherTms, getTmAssignments, setTmAssignments } from './tmAssignment.js';

// Translation memories and term bases of projects and templates (spec 000 sections 3-7).
export function assignmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const viewer = (request: FastifyRequest) => viewerOf(authOf(request));

  app.get('/web/api/v2/project/getTransMemories', async (request) =>
    getTmAssignments(ctx, viewer(request), projectKey(request.query)),
  );
  app.get('/web/api/v2/projectTemplate/getTransMemories', async (request) =>
    getTmAssignments(ctx, viewer(request), templateKey(request.query)),
  );
  app.get('/web/api/v2/project/setTransMemories', writingGet, async (request) => {
    const changing = viewer(request);
    const { project, ...input } = parseInput(SetProjectTransMemoriesQuery, request.query);
    return setTmAssignments(ctx, changing, { kind: 'project', uid: project }, input);
  });
  app.get('/web/api/v2/projectTemplate/setTransMemories', writingGet, async (request) => {
    const changing = viewer(request);
    const { template, ...input } = parseInput(SetTemplateTransMemoriesQuery, request.query);
    return setTmAssignments(ctx, changing, { kind: 'template', id: template }, input);
  });
  app.get('/web/api/v4/transMemory/gatherByProject', async (request) => {
    const { project, workflowStep } = parseInput(GatherTransMemoriesQuery, request.query);
    return gatherTms(ctx, viewer(request), project, workflowStep);
  });
  app.get('/web/api/v4/transMemory/listByLocales', async (request) =>
    tmCandidates(ctx, viewer(request), parseInput(AssetsByLocalesQuery, request.query)),
  );

  app.get('/web/api/v9/project/getTermBases', async (request) =>
    getTbAssignments(ctx, viewer(request), projectKey(request.query)),
  );
  app.get('/web/api/v9/projectTemplate/getTermBases', async (request) =>
    getTbAssignments(ctx, viewer(request), templateKey(request.query)),
  );
  app.get('/web/api/v9/project/setTermBases', writingGet, async (request) => {
    const changing = viewer(request);
    const { project, ...input } = parseInput(SetProjectTermBasesQuery, request.query);
    return setTbAssignments(ctx, changing, { kind: 'project', uid: project }, input);
  });
  app.get('/web/api/v9/projectTemplate/setTermBases', writingGet, async (request) => {
    const changing = viewer(request);
    const { template, ...input } = parseInput(SetTemplateTermBasesQuery, request.query);
    return setTbAssignments(ctx, changing, { kind: 'template', id: template }, input);
  });
  app.get('/web/api/v2/termBase/listByLocales', async (request) =>
    tbCandidates(ctx, viewer(request), parseInput(AssetsByLocalesQuery, request.query)),
  );
}
