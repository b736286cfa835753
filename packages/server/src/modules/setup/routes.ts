import type { FastifyInstance } from 'fastify';
import {
  ActiveLanguagesInput,
  EmailTemplateInput,
  MachineTranslateSettingsInput,
  NamedRecordInput,
  namedKinds,
  SegRuleInput,
  setupMessages,
  SrxImportInput,
  UserCreateInput,
  UserUpdateInput,
  VendorInput,
  WorkflowStepInput,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { requireRole } from '../../http/auth.js';
import { fieldError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { inSetupTransaction, registerCollection } from './collection.js';
import { emailTemplateService } from './emailTemplates/service.js';
import { listLanguageSettings, setActiveLanguages } from './languages/service.js';
import { mtSettingsService } from './mtSettings/service.js';
import { namedRecordService } from './namedRecords/service.js';
import { segRuleService } from './segRules/service.js';
import { importSrx } from './segRules/srxImport.js';
import { readSrxUpload } from './segRules/upload.js';
import { userService } from './users/service.js';
import { vendorService } from './vendors/service.js';
import { workflowStepService } from './workflowSteps/service.js';

// The administrator's setup pages: every call is ADMIN only and scoped to the admin's organization.
export function setupRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of namedKinds) {
    registerCollection(app, ctx, {
      name: `${kind}s`,
      createInput: NamedRecordInput,
      updateInput: NamedRecordInput,
      service: namedRecordService(kind),
    });
  }
  registerCollection(app, ctx, {
    name: 'workflowSteps',
    createInput: WorkflowStepInput,
    updateInput: WorkflowStepInput,
    service: workflowStepService,
  });
  registerCollection(app, ctx, {
    name: 'vendors',
    createInput: VendorInput,
    updateInput: VendorInput,
    service: vendorService,
  });
  registerCollection(app, ctx, {
    name: 'emailTemplates',
    createInput: EmailTemplateInput,
    updateInput: EmailTemplateInput,
    service: emailTemplateService,
  });
  registerCollection(app, ctx, {
    name: 'machineTranslateSettings',
    createInput: MachineTranslateSettingsInput,
    updateInput: MachineTranslateSettingsInput,
    service: mtSettingsService,
  });
  registerCollection(app, ctx, {
    name: 'segRules',
    createInput: SegRuleInput,
    updateInput: SegRuleInput,
    service: segRuleService,
  });
  registerCollection(app, ctx, {
    name: 'users',
    createInput: UserCreateInput,
    updateInput: UserUpdateInput,
    service: userService,
  });

  app.post('/api/setup/segRules/importSrx', async (request, reply) => {
    const auth = requireRole(request, 'ADMIN');
    const upload = await readSrxUpload(request);
    const input = parseInput(SrxImportInput, upload.fields);
    const xml = upload.xml;
    if (xml === undefined) throw fieldError('file', setupMessages.srxFileRequired);
    const created = await inSetupTransaction(ctx, auth, (scope) => importSrx(scope, input, xml));
    return reply.status(201).send(created);
  });

  app.get('/api/setup/languages', async (request) => {
    const auth = requireRole(request, 'ADMIN');
    return listLanguageSettings(ctx.db.kysely, auth.organizationId);
  });

  app.put('/api/setup/languages', async (request) => {
    const auth = requireRole(request, 'ADMIN');
    const input = parseInput(ActiveLanguagesInput, request.body);
    return inSetupTransaction(ctx, auth, (scope) => setActiveLanguages(scope, input));
  });
}
