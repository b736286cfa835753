import type { FastifyInstance } from 'fastify';
import { TicketInput } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { listTickets, raiseTicket } from './service.js';

export function ticketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/tickets', async (request) => listTickets(ctx, authOf(request)));

  app.post('/api/tickets', async (request, reply) => {
    const auth = authOf(request);
    const ticket = await raiseTicket(ctx, auth, parseInput(TicketInput, request.body));
    return reply.status(201).send(ticket);
  });
}
