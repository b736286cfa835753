import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ProjectTemplateInput,
  ProjectTemplateUpdateInput,
  REQUEST_CHECKSUM_HEADER,
  requestChecksum,
  TemplateIdQuery,
  TemplateListQuery,
  templateMessages,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import {
  createTemplate,
  getTemplate,
  listTemplateNames,
  listTemplates,
  removeTemplate,
  saveTemplate,
} from './service.js';

// The body must be the one its sender hashed (spec 000 section 7); a mismatch saves nothing.
function requireChecksum(request: FastifyRequest): void {
  const sent = request.headers[REQUEST_CHECKSUM_HEADER];
  if (typeof sent === 'string' && sent.toLowerCase() === requestChecksum(request.body ?? null))
    return;
  const message = templateMessages.checksumInvalid;
  throw new HttpError(400, 'ChecksumMismatch', message, [
    { field: REQUEST_CHECKSUM_HEADER, message },
  ]);
}

export function templateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v2/projectTemplate', async (request, reply) => {
    const input = parseInput(ProjectTemplateInput, request.body);
    const template = await createTemplate(ctx, viewerOf(authOf(request)), input);
    return reply.status(201).send(template);
  });

  app.put('/api/v2/projectTemplate', async (request) => {
    const viewer = viewerOf(authOf(request));
    requireChecksum(request);
    return saveTemplate(ctx, viewer, parseInput(ProjectTemplateUpdateInput, request.body));
  });

  app.get('/api/v2/projectTemplate', async (request) => {
    const { id } = parseInput(TemplateIdQuery, request.query);
    return getTemplate(ctx, viewerOf(authOf(request)), id);
  });

  app.delete('/api/v2/projectTemplate', async (request, reply) => {
    const { id } = parseInput(TemplateIdQuery, request.query);
    await removeTemplate(ctx, viewerOf(authOf(request)), id);
    return reply.status(204).send();
  });

  app.get('/api/v2/projectTemplate/list', async (request) => {
    const { page, pageSize } = parseInput(TemplateListQuery, request.query);
    return listTemplates(ctx, viewerOf(authOf(request)), page, pageSize);
  });

  app.get('/web/api/v9/projectTemplate/listIdName', async (request) => {
    const { page, pageSize } = parseInput(TemplateListQuery, request.query);
    return listTemplateNames(ctx, viewerOf(authOf(request)), page, pageSize);
  });
}
