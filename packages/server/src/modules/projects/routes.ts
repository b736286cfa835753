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
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { listProjects } from './list.js';
import { deleteProjects, getProject, listProjectBuyers } from './service.js';
import { shareProjects, unshareProjects } from './sharing.js';
import { changeStatus, changeStatusInBulk, registerStatusTask } from './status.js';
import { editProject } from './update.js';
import { viewerOf } from './viewer.js';

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

  app.get('/api/project/list', async (request) => {
    const query = parseInput(ProjectListQuery, request.query);
    return listProjects(ctx, viewerOf(authOf(request)), query);
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
