import type { FastifyInstance } from 'fastify';
import {
  ProjectBulkStatusInput,
  ProjectListQuery,
  ProjectShareInput,
  ProjectStatusQuery,
  ProjectUidQuery,
  ProjectUidsQuery,
  ProjectUnshareInput,
  ProjectUpdateInput,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { createReadCache } from '../../db/readCache.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { listProjects } from './list.js';
import { deleteProjects, getProject, listProjectBuyers } from './service.js';
import { shareProjects, unshareProjects } from './sharing.js';
import { changeStatus, changeStatusInBulk, registerStatusTask } from './status.js';
import { editProject } from './update.js';
import { viewerOf } from './viewer.js';

// A second's grace for what the time alone changes (overdue, job creation before auto-deletion).
const LIST_CACHE = {
  entries: 1_000,
  weight: 32_000_000,
  weigh: (answer: string) => answer.length,
  maxAgeMs: 1_000,
};

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStatusTask(ctx);

  app.put('/api/project', async (request) => {
    const input = parseInput(ProjectUpdateInput, request.body);
    return editProject(ctx, viewerOf(authOf(request)), input);
  });

  app.get('/api/project', async (request) => {
    const { uid } = parseInput(ProjectUidQuery, request.query);
    return getProject(ctx, viewerOf(authOf(request)), uid);
  });

  app.delete('/api/project', async (request, reply) => {
    const { uid } = parseInput(ProjectUidsQuery, request.query);
    await deleteProjects(ctx, viewerOf(authOf(request)), uid);
    return reply.status(204).send();
  });

  // The list is the page most opened and reloaded: its answer is kept until the next commit.
  const listed = createReadCache<string>(ctx.db, ctx.clock, LIST_CACHE);
  app.get('/api/project/list', async (request, reply) => {
    const query = parseInput(ProjectListQuery, request.query);
    const viewer = viewerOf(authOf(request));
    const key = JSON.stringify([viewer.organizationId, viewer.userId, viewer.role, query]);
    const answer = await listed.get(key, async () =>
      JSON.stringify(await listProjects(ctx, viewer, query)),
    );
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.get('/api/project/buyers', async (request) =>
    listProjectBuyers(ctx, viewerOf(authOf(request))),
  );

  app.post('/api/project/setStatusAsync', async (request) => {
    const { uid, status } = parseInput(ProjectStatusQuery, request.query);
    return changeStatus(ctx, viewerOf(authOf(request)), uid, status);
  });

  app.post('/api/project/setStatusBulkAsync', async (request) => {
    const { uids, status } = parseInput(ProjectBulkStatusInput, request.body);
    return changeStatusInBulk(ctx, viewerOf(authOf(request)), uids, status);
  });

  app.post('/api/project/share', async (request, reply) => {
    const input = parseInput(ProjectShareInput, request.body);
    await shareProjects(ctx, viewerOf(authOf(request)), input);
    return reply.status(204).send();
  });

  app.post('/api/project/unshare', async (request, reply) => {
    const input = parseInput(ProjectUnshareInput, request.body);
    await unshareProjects(ctx, viewerOf(authOf(request)), input);
    return reply.status(204).send();
  });
}
