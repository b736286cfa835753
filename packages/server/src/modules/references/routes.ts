import type { FastifyInstance } from 'fastify';
import { ReferenceFileIdsQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { openBlobStorage } from '../../storage/blobStorage.js';
import { attachment } from '../../storage/download.js';
import { projectKey, templateKey } from '../assignments/index.js';
import { viewerOf } from '../projects/index.js';
import {
  createReference,
  deleteReferences,
  downloadReferences,
  listReferences,
} from './referenceFile.js';
import { receiveReferenceForm } from './upload.js';

// Reference files of projects and templates (spec 000 sections 2.2, 3, 5 and 7).
export function referenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const receive = (request: Parameters<typeof receiveReferenceForm>[0]) =>
    receiveReferenceForm(request, openBlobStorage(ctx.config), ctx.config.referenceFileMaxBytes);

  app.post('/web/api/v2/referenceFile/create', async (request, reply) => {
    const auth = authOf(request);
    const reference = await createReference(ctx, auth, 'project', await receive(request));
    return reply.status(201).send(reference);
  });
  app.post('/web/api/v2/referenceFile/createForTemplate', async (request, reply) => {
    const auth = authOf(request);
    const reference = await createReference(ctx, auth, 'template', await receive(request));
    return reply.status(201).send(reference);
  });

  app.get('/web/api/v9/referenceFile/listByProject', async (request) =>
    listReferences(ctx, viewerOf(authOf(request)), projectKey(request.query)),
  );
  app.get('/web/api/v9/referenceFile/listByProjectTemplate', async (request) =>
    listReferences(ctx, viewerOf(authOf(request)), templateKey(request.query)),
  );

  app.delete('/web/api/v9/referenceFile/delete', async (request, reply) => {
    const { referenceFile } = parseInput(ReferenceFileIdsQuery, request.query);
    await deleteReferences(ctx, viewerOf(authOf(request)), 'project', referenceFile);
    return reply.status(204).send();
  });
  app.delete('/web/api/v9/referenceFile/deleteForTemplate', async (request, reply) => {
    const { referenceFile } = parseInput(ReferenceFileIdsQuery, request.query);
    await deleteReferences(ctx, viewerOf(authOf(request)), 'template', referenceFile);
    return reply.status(204).send();
  });

  app.get('/web/api/v2/referenceFile/download', async (request, reply) => {
    const { referenceFile } = parseInput(ReferenceFileIdsQuery, request.query);
    const download = await downloadReferences(ctx, viewerOf(authOf(request)), referenceFile);
    return attachment(reply, download.name, download.contentType).send(download.body);
  });
}
