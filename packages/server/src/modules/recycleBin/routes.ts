import type { FastifyInstance } from 'fastify';
import { PostponeDeletionQuery, ProjectListQuery, ProjectUidQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf, writingGet } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { getProject, listProjects, viewerOf } from '../projects/index.js';
import { postponeDeletion, restoreProject } from './service.js';

export function recycleBinRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/project/recycleBin', async (request) => {
    const query = parseInput(ProjectListQuery, request.query);
    return listProjects(ctx, viewerOf(authOf(request)), query, 'recycleBin');
  });

  app.post('/api/project/restore', async (request) => {
    const { uid } = parseInput(ProjectUidQuery, request.query);
    const viewer = viewerOf(authOf(request));
    await restoreProject(ctx, viewer, uid);
    return getProject(ctx, viewer, uid);
  });

  // A GET that writes, as spec 000 section 7 calls it; it only ever moves a date later.
  app.get('/web/api/v9/project/postponeDeletion', writingGet, async (request) => {
    const { project } = parseInput(PostponeDeletionQuery, request.query);
    const viewer = viewerOf(authOf(request));
    await postponeDeletion(ctx, viewer, project);
    return getProject(ctx, viewer, project);
  });
}
