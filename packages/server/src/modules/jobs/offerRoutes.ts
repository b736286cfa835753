import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  JobOfferRequest,
  JobOfferResponseRequest,
  JobOfferWithdrawRequest,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { acceptOffer, declineOffer, listVendorOffers } from './offerResponses.js';
import { offerJobs, withdrawOffers } from './offers.js';

function actorOf(request: FastifyRequest) {
  const auth = authOf(request);
  return { ...viewerOf(auth), userName: auth.session.user.userName };
}

// Offers of jobs to vendors (issue #13): the project page offers and withdraws, the vendor's
// buyer user lists, accepts and declines.
export function jobOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/job/offer', async (request) =>
    offerJobs(ctx, actorOf(request), parseInput(JobOfferRequest, request.body)),
  );
  app.post('/api/job/offer/withdraw', async (request) =>
    withdrawOffers(ctx, actorOf(request), parseInput(JobOfferWithdrawRequest, request.body)),
  );
  app.get('/api/job/offers', async (request) => listVendorOffers(ctx, actorOf(request)));
  app.post('/api/job/offer/accept', async (request) =>
    acceptOffer(ctx, actorOf(request), parseInput(JobOfferResponseRequest, request.body)),
  );
  app.post('/api/job/offer/decline', async (request) =>
    declineOffer(ctx, actorOf(request), parseInput(JobOfferResponseRequest, request.body)),
  );
}
