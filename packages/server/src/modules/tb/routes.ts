import type { FastifyInstance } from 'fastify';
import {
  AssetIdQuery,
  ConceptInput,
  ConceptQuery,
  TbExportQuery,
  TermBaseInput,
  TermBaseListQuery,
  TermsQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf, requireRole } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { attachment } from '../../storage/download.js';
import { addConcept, editConcept, removeConcept, searchConcepts } from './concepts.js';
import { exportTermBase } from './exportTb.js';
import { registerTbImport, startTbImport } from './importTask.js';
import {
  createTermBase,
  deleteTermBase,
  getTermBase,
  listTermBases,
  updateTermBase,
} from './service.js';

const editors = ['ADMIN', 'PROJECT_MANAGER'] as const;

// Term bases: every role reads, project managers and admins change and exchange them.
export function tbRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTbImport(ctx);

  app.post('/api/termBase', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    const input = parseInput(TermBaseInput, request.body);
    return reply.status(201).send(await createTermBase(ctx, auth, input));
  });

  app.get('/api/termBase/list', async (request) =>
    listTermBases(ctx, authOf(request), parseInput(TermBaseListQuery, request.query)),
  );

  app.get('/api/termBase', async (request) =>
    getTermBase(ctx, authOf(request), parseInput(AssetIdQuery, request.query).id),
  );

  app.put('/api/termBase', async (request) => {
    const auth = requireRole(request, ...editors);
    const { id } = parseInput(AssetIdQuery, request.query);
    return updateTermBase(ctx, auth, id, parseInput(TermBaseInput, request.body));
  });

  app.delete('/api/termBase', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    await deleteTermBase(ctx, auth, parseInput(AssetIdQuery, request.query).id);
    return reply.status(204).send();
  });

  app.post('/api/termBase/import', async (request) => {
    const auth = requireRole(request, ...editors);
    return startTbImport(ctx, auth, parseInput(AssetIdQuery, request.query).id, request);
  });

  app.get('/api/termBase/export', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    const { id, format } = parseInput(TbExportQuery, request.query);
    const download = await exportTermBase(ctx, auth, id, format);
    return attachment(reply, download.fileName, download.contentType).send(download.content);
  });

  app.get('/api/termBase/terms', async (request) =>
    searchConcepts(ctx, authOf(request), parseInput(TermsQuery, request.query)),
  );

  app.post('/api/termBase/concept', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    const { id } = parseInput(AssetIdQuery, request.query);
    return reply
      .status(201)
      .send(await addConcept(ctx, auth, id, parseInput(ConceptInput, request.body)));
  });

  app.put('/api/termBase/concept', async (request) => {
    const auth = requireRole(request, ...editors);
    const ids = parseInput(ConceptQuery, request.query);
    return editConcept(ctx, auth, ids, parseInput(ConceptInput, request.body));
  });

  app.delete('/api/termBase/concept', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    await removeConcept(ctx, auth, parseInput(ConceptQuery, request.query));
    return reply.status(204).send();
  });
}
