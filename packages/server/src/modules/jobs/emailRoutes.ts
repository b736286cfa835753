import type { FastifyInstance } from 'fastify';
import { JobEmailRequest } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { emailJobs } from './email.js';

// The email jobs form's call (spec 001 section 7).
export function jobEmailRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/job/email', async (request) => {
    const auth = authOf(request);
    const actor = { ...viewerOf(auth), userName: auth.session.user.userName };
    const email = parseInput(JobEmailRequest, request.body);
    return emailJobs(ctx, actor, email, `${request.protocol}://${request.host}`);
  });
}
