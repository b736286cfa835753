import type { FastifyInstance } from 'fastify';
import {
  EmailTemplateListQuery,
  namedKinds,
  SegRuleListQuery,
  UserListQuery,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import {
  listActiveLanguages,
  listActiveUsers,
  listEmailTemplates,
  listMtSettings,
  listNamedRecords,
  listSegRules,
  listVendors,
  listWorkflowSteps,
  vendorTokens,
} from '../setup/index.js';
import { shellConfig, supportedFileFormats, supportedFileEncodings } from './service.js';

// The pickers' data (spec 000/001 section 7): any role may read them, always of its own organization.
export function lookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const v9 = '/web/api/v9';

  for (const kind of namedKinds) {
    app.get(`${v9}/${kind}/list`, async (request) =>
      listNamedRecords(ctx.db.kysely, kind, authOf(request).organizationId),
    );
  }

  app.get(`${v9}/user/list`, async (request) => {
    const { organizationId } = authOf(request);
    return listActiveUsers(ctx.db.kysely, organizationId, parseInput(UserListQuery, request.query));
  });

  app.get(`${v9}/machineTranslateSettings/list`, async (request) =>
    listMtSettings(ctx.db.kysely, authOf(request).organizationId),
  );

  app.get(`${v9}/language/listActiveLangs`, async (request) =>
    listActiveLanguages(ctx.db.kysely, authOf(request).organizationId),
  );

  app.get(`${v9}/vendor/list`, async (request) =>
    listVendors(ctx.db.kysely, authOf(request).organizationId),
  );

  app.get('/api/vendors/listVendorTokens', async (request) =>
    vendorTokens(ctx.db.kysely, authOf(request).organizationId),
  );

  app.get(`${v9}/workflowStep/list`, async (request) =>
    listWorkflowSteps(ctx.db.kysely, authOf(request).organizationId),
  );

  app.get(`${v9}/emailTemplate/list`, async (request) => {
    const { organizationId } = authOf(request);
    const { type } = parseInput(EmailTemplateListQuery, request.query);
    return listEmailTemplates(ctx.db.kysely, organizationId, type);
  });

  app.get(`${v9}/segRule/list`, async (request) => {
    const { organizationId } = authOf(request);
    const { page } = parseInput(SegRuleListQuery, request.query);
    return listSegRules(ctx.db.kysely, organizationId, page);
  });

  app.get(`${v9}/file/getSupportedFileFormats`, async () => supportedFileFormats());

  app.get(`${v9}/file/getSupportedFileEncodings`, async () => supportedFileEncodings());

  app.get('/api/shellConfig', async () => shellConfig(ctx.config));
}
