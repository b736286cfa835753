import type { FastifyInstance } from 'fastify';
import { BilingualUploadFields, BilingualUploadQuery } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { viewerOf } from '../projects/index.js';
import { uploadBilingualFile } from './apply.js';
import { receiveBilingualUpload } from './receive.js';

export function bilingualUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/web/api/v9/job/uploadBilingualFile', async (request) => {
    const auth = authOf(request);
    const actor = { ...viewerOf(auth), userName: auth.session.user.userName };
    const { jobPart } = parseInput(BilingualUploadQuery, request.query);
    const upload = await receiveBilingualUpload(request, ctx.config.importFileMaxBytes);
    const fields = parseInput(BilingualUploadFields, upload.fields);
    return uploadBilingualFile(ctx, actor, { ...fields, jobPart }, upload);
  });
}
