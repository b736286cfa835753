import type { FastifyInstance } from 'fastify';
import { JobUpdateRequest } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { registerJobUpdateTask, startJobUpdate } from './update.js';

// The edit jobs form's call (spec 001 section 7); its task is polled at /api/backgroundTask.
export function jobUpdateRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerJobUpdateTask(ctx);
  app.post('/api/job/updateAsync', async (request) => {
    const auth = authOf(request);
    const actor = { ...viewerOf(auth), userName: auth.session.user.userName };
    return startJobUpdate(ctx, actor, parseInput(JobUpdateRequest, request.body));
  });
}
