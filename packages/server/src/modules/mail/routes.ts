import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requireRole } from '../../http/auth.js';
import { deliverDueMail, listOutbox, MAIL_DELIVERY_TASK } from './service.js';

export function mailRoutes(app: FastifyInstance, ctx: AppContext): void {
  ctx.tasks.register(MAIL_DELIVERY_TASK, async () => ({ delivered: await deliverDueMail(ctx) }));

  app.get('/api/mail/outbox', async (request) =>
    listOutbox(ctx, requireRole(request, 'ADMIN').organizationId),
  );
}
