import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_MORTEM_VENDOR_NAME,
  setupCollections,
  type LanguageSetting,
  type SetupCollection,
  type Ticket,
  type User,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, demoOrganizationId, type ErrorReply, type Tenant } from './tenants.js';

// Every record of one organization is invisible and untouchable from another.
let server: TestServer;
let demoAdmin: ApiClient;
let demoLinguist: ApiClient;
let rival: Tenant;
let rivalAdmin: ApiClient;
let rivalPm: ApiClient;
let rivalLinguist: ApiClient;

const editBodies: Record<SetupCollection, object> = {
  clients: { name: 'Hijacked' },
  businessUnits: { name: 'Hijacked' },
  costCenters: { name: 'Hijacked' },
  subjects: { name: 'Hijacked' },
  mediaTypes: { name: 'Hijacked' },
  workflowSteps: { name: 'Hijacked', ord: 1, type: 'OTHER' },
  vendors: { name: 'Hijacked' },
  emailTemplates: { name: 'Hijacked', subject: 'Hijacked', body: 'Hijacked' },
  machineTranslateSettings: { name: 'Hijacked', type: 'DEEPL', isDefault: true },
  segRules: { name: 'Hijacked', locale: 'en', isDefault: true },
  users: { firstName: 'Hijacked', role: 'LINGUIST', active: false },
};

const lookupPaths = [
  '/web/api/v9/client/list',
  '/web/api/v9/businessUnit/list',
  '/web/api/v9/costCenter/list',
  '/web/api/v9/subject/list',
  '/web/api/v9/mediaType/list',
  '/web/api/v9/machineTranslateSettings/list',
  '/web/api/v9/language/listActiveLangs',
  '/web/api/v9/vendor/list',
  '/web/api/v9/workflowStep/list',
  '/web/api/v9/emailTemplate/list?type=JobAssigned',
  '/web/api/v9/segRule/list?page=0',
  '/api/scoring/getAllScoringModels',
  '/api/tickets',
];

async function demoSnapshot(): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const collection of setupCollections) {
    snapshot[collection] = (await demoAdmin.get(`/api/setup/${collection}`)).body;
  }
  snapshot.languages = (await demoAdmin.get('/api/setup/languages')).body;
  snapshot.postMortem = (await demoAdmin.get('/api/postMortemScoringSettings')).body;
  snapshot.tickets = (await demoAdmin.get('/api/tickets')).body;
  return snapshot;
}

beforeAll(async () => {
  server = await startServer();
  server.ctx.tasks.register('test.noop', async () => null);
  rival = await createTenant(server, 'Rival');
  [demoAdmin, demoLinguist, rivalAdmin, rivalPm, rivalLinguist] = await Promise.all([
    server.as('admin'),
    server.as('linguist'),
    rival.as('admin'),
    rival.as('pm'),
    rival.as('linguist'),
  ]);
  // Demo gets a record in the collections its seed leaves empty.
  await demoAdmin.post('/api/setup/segRules', { name: 'Demo rules', locale: 'en' });
  await demoAdmin.post('/api/setup/vendors', { name: POST_MORTEM_VENDOR_NAME });
  await demoLinguist.post('/api/tickets', {
    problemType: 'Other',
    subject: 'Demo ticket',
    description: 'Only Demo sees this.',
  });
  await server.ctx.db.kysely
    .insertInto('scoring_models')
    .values({
      organization_id: await demoOrganizationId(server),
      name: 'Demo model',
      version: 1,
      threshold: 90,
      definition: '{}',
      created_at: new Date().toISOString(),
    })
    .execute();
});
afterAll(() => server.close());

describe('tenant isolation', () => {
  it('shows another organization none of Demo’s records in any lookup', async () => {
    for (const client of [rivalAdmin, rivalPm, rivalLinguist]) {
      for (const path of lookupPaths) {
        const reply = await client.get(path);
        expect(reply.status, path).toBe(200);
        expect(reply.body, path).toEqual([]);
      }
      expect((await client.get('/api/vendors/listVendorTokens')).body).toEqual({});
      const users = await client.get<User[]>('/web/api/v9/user/list?pageSize=1000');
      expect(users.body.map((user) => user.userName)).toEqual([
        'rival-admin',
        'rival-linguist',
        'rival-pm',
      ]);
      expect((await client.get('/api/postMortemScoringSettings')).body).toEqual({
        enabled: false,
        administrarOrgIds: [rival.organizationId],
      });
    }
  });

  it('shows another organization none of Demo’s records in any setup list', async () => {
    for (const collection of setupCollections) {
      const reply = await rivalAdmin.get(`/api/setup/${collection}`);
      expect(reply.status, collection).toBe(200);
      if (collection === 'users') {
        expect((reply.body as User[]).map((user) => user.userName)).toEqual([
          'rival-admin',
          'rival-linguist',
          'rival-pm',
        ]);
      } else {
        expect(reply.body, collection).toEqual([]);
      }
    }
    const languages = await rivalAdmin.get<LanguageSetting[]>('/api/setup/languages');
    expect(languages.body.filter((language) => language.active)).toEqual([]);
  });

  it('answers 404 to changing or deleting any Demo record, and changes nothing', async () => {
    const before = await demoSnapshot();
    for (const collection of setupCollections) {
      const records = before[collection] as Array<{ id: number }>;
      expect(records.length, collection).toBeGreaterThan(0);
      for (const { id } of records) {
        const path = `/api/setup/${collection}/${id}`;
        const edit = await rivalAdmin.put<ErrorReply>(path, editBodies[collection]);
        expect(edit.status, `PUT ${path}`).toBe(404);
        expect(edit.body.errorCode).toBe('NotFound');
        if (collection !== 'users') {
          expect((await rivalAdmin.delete(path)).status, `DELETE ${path}`).toBe(404);
        }
      }
    }
    expect(await demoSnapshot()).toEqual(before);
    expect((await demoLinguist.get('/api/session')).status).toBe(200);
  });

  it('keeps a Demo background task from another organization', async () => {
    const task = await server.ctx.tasks.enqueue({
      organizationId: await demoOrganizationId(server),
      type: 'test.noop',
      payload: null,
      createdBy: null,
    });
    expect((await rivalAdmin.get(`/api/backgroundTask?id=${task.id}`)).status).toBe(404);
    expect((await demoAdmin.get(`/api/backgroundTask?id=${task.id}`)).status).toBe(200);
  });

  it('checks the post-mortem vendor among the organization’s own vendors only', async () => {
    const refused = await rivalAdmin.put('/api/postMortemScoringSettings', {
      enablePostMortemScoring: true,
    });
    expect(refused.status).toBe(400);
    const enabled = await demoAdmin.put('/api/postMortemScoringSettings', {
      enablePostMortemScoring: true,
    });
    expect(enabled.body).toEqual({ enabled: true });
    expect((await rivalAdmin.get('/api/postMortemScoringSettings')).body).toMatchObject({
      enabled: false,
    });
  });

  it('keeps another organization’s new records out of Demo', async () => {
    await rivalAdmin.post('/api/setup/clients', { name: 'Rival client' });
    await rivalAdmin.put('/api/setup/languages', { codes: ['fi'] });
    const ticket = await rivalLinguist.post<Ticket>('/api/tickets', {
      problemType: 'Other',
      subject: 'Rival ticket',
      description: 'Only Rival sees this.',
    });
    const clients = await demoLinguist.get<Array<{ name: string }>>('/web/api/v9/client/list');
    expect(clients.body.map((client) => client.name)).not.toContain('Rival client');
    const languages = await demoLinguist.get<Array<{ code: string }>>(
      '/web/api/v9/language/listActiveLangs',
    );
    expect(languages.body.map((language) => language.code)).not.toContain('fi');
    const tickets = await demoAdmin.get<Ticket[]>('/api/tickets');
    expect(tickets.body.map((each) => each.subject)).toEqual(['Demo ticket']);
    expect((await rivalAdmin.get<Ticket[]>('/api/tickets')).body).toEqual([ticket.body]);
  });
});
