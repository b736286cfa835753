import type { FastifyInstance } from 'fastify';
import {
  AssetIdQuery,
  TmExportQuery,
  TmUnitInput,
  TmUnitQuery,
  TmUnitsQuery,
  TranslationMemoryInput,
  TranslationMemoryListQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf, requireRole } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { attachment } from '../../storage/download.js';
import { exportTranslationMemory } from './exportTmx.js';
import { registerTmImport, startTmImport } from './importTask.js';
import {
  createTranslationMemory,
  deleteTranslationMemory,
  getTranslationMemory,
  listTranslationMemories,
  updateTranslationMemory,
} from './service.js';
import { editUnit, removeUnit, searchUnits } from './units.js';

const editors = ['ADMIN', 'PROJECT_MANAGER'] as const;

// Translation memories: every role reads, project managers and admins change and exchange them.
export function tmRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTmImport(ctx);

  app.post('/api/transMemory', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    const input = parseInput(TranslationMemoryInput, request.body);
    return reply.status(201).send(await createTranslationMemory(ctx, auth, input));
  });

  app.get('/api/transMemory/list', async (request) =>
    listTranslationMemories(
      ctx,
      authOf(request),
      parseInput(TranslationMemoryListQuery, request.query),
    ),
  );

  app.get('/api/transMemory', async (request) =>
    getTranslationMemory(ctx, authOf(request), parseInput(AssetIdQuery, request.query).id),
  );

  app.put('/api/transMemory', async (request) => {
    const auth = requireRole(request, ...editors);
    const { id } = parseInput(AssetIdQuery, request.query);
    return updateTranslationMemory(ctx, auth, id, parseInput(TranslationMemoryInput, request.body));
  });

  app.delete('/api/transMemory', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    await deleteTranslationMemory(ctx, auth, parseInput(AssetIdQuery, request.query).id);
    return reply.status(204).send();
  });

  app.post('/api/transMemory/import', async (request) => {
    const auth = requireRole(request, ...editors);
    return startTmImport(ctx, auth, parseInput(AssetIdQuery, request.query).id, request);
  });

  app.get('/api/transMemory/export', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    const { id } = parseInput(TmExportQuery, request.query);
    const download = await exportTranslationMemory(ctx, auth, id);
    return attachment(reply, download.fileName, 'application/x-tmx+xml; charset=utf-8').send(
      download.content,
    );
  });

  app.get('/api/transMemory/units', async (request) =>
    searchUnits(ctx, authOf(request), parseInput(TmUnitsQuery, request.query)),
  );

  app.put('/api/transMemory/unit', async (request) => {
    const auth = requireRole(request, ...editors);
    const ids = parseInput(TmUnitQuery, request.query);
    return editUnit(ctx, auth, ids, parseInput(TmUnitInput, request.body));
  });

  app.delete('/api/transMemory/unit', async (request, reply) => {
    const auth = requireRole(request, ...editors);
    await removeUnit(ctx, auth, parseInput(TmUnitQuery, request.query));
    return reply.status(204).send();
  });
}
