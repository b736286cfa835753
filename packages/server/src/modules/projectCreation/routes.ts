import type { FastifyInstance } from 'fastify';
import { ProjectCreateInput } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { createProject } from './create.js';

// Creating a project spans projects, templates, assignments and references, so it sits above them.
export function projectCreationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/project', async (request, reply) => {
    const input = parseInput(ProjectCreateInput, request.body);
    const project = await createProject(ctx, viewerOf(authOf(request)), input);
    return reply.status(201).send(project);
  });
}
