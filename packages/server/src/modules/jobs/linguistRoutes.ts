import type { FastifyInstance } from 'fastify';
import { LinguistJobQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { listOwnJobs } from './linguistList.js';

/** The linguist job list's call (spec 001 section 7). */
export function linguistJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/job/filter', async (request) =>
    listOwnJobs(
      ctx,
      viewerOf(authOf(request)),
      parseInput(LinguistJobQuery, request.query),
      `${request.protocol}://${request.host}`,
    ),
  );
}
