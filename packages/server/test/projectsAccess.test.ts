import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectServerMessages, type Project, type ProjectListItem } from '@tessera/contracts';
import { createUser } from '../src/seed/organization.js';
import { DEMO_PASSWORD, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, demoOrganizationId, type ErrorReply, type Tenant } from './tenants.js';

// Spec 000 section 6 per role, ownership, and organizations kept apart.
let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let pm2: ApiClient;
let linguist: ApiClient;
let vendorId: number;
let rival: Tenant;

async function projectOf(client: ApiClient, name = 'Catalogue'): Promise<Project> {
  const reply = await client.post<Project>('/api/project', {
    name,
    sourceLocale: 'en',
    targetLocales: ['de'],
  });
  expect(reply.status).toBe(201);
  return reply.body;
}

beforeAll(async () => {
  server = await startServer();
  const organizationId = await demoOrganizationId(server);
  const now = server.clock.now().toISOString();
  const extra = { organizationId, password: DEMO_PASSWORD };
  await createUser(
    server.ctx.db.kysely,
    { ...extra, userName: 'pm2', role: 'PROJECT_MANAGER' },
    now,
  );
  await createUser(
    server.ctx.db.kysely,
    { ...extra, userName: 'noshare', role: 'PROJECT_MANAGER', disableProjectSharing: true },
    now,
  );
  await createUser(
    server.ctx.db.kysely,
    { ...extra, userName: 'viewer', role: 'PROJECT_MANAGER', permissions: [] },
    now,
  );
  [admin, pm, pm2, linguist] = await Promise.all([
    server.as('admin'),
    server.as('pm'),
    server.as('pm2'),
    server.as('linguist'),
  ]);
  const vendor = await server.ctx.db.kysely
    .selectFrom('vendors')
    .select('id')
    .executeTakeFirstOrThrow();
  vendorId = vendor.id;
  rival = await createTenant(server, 'Rival');
});
afterAll(() => server.close());

describe('roles and ownership', () => {
  it('needs project:create to create', async () => {
    const viewer = await server.as('viewer');
    const body = { name: 'x', sourceLocale: 'en', targetLocales: ['de'] };
    expect((await viewer.post('/api/project', body)).status).toBe(403);
    expect((await linguist.post('/api/project', body)).status).toBe(403);
  });

  it('lets the owner or project:editOther edit', async () => {
    const mine = await projectOf(pm);
    const admins = await projectOf(admin);
    expect((await pm.put('/api/project', { projectUid: mine.uid, name: 'Mine' })).status).toBe(200);
    expect((await pm.put('/api/project', { projectUid: admins.uid, name: 'No' })).status).toBe(403);
    expect((await pm2.put('/api/project', { projectUid: mine.uid, name: 'No' })).status).toBe(403);
    expect((await admin.put('/api/project', { projectUid: mine.uid, name: 'Ok' })).status).toBe(
      200,
    );
    const handedOver = await admin.put<Project>('/api/project', {
      projectUid: admins.uid,
      ownerId: mine.owner.id,
    });
    expect(handedOver.body.owner.userName).toBe('pm');
    expect((await pm.put('/api/project', { projectUid: admins.uid, name: 'Now' })).status).toBe(
      200,
    );
  });

  it('lets the owner or project:deleteOther delete, several uids at once, all or none', async () => {
    const mine = await projectOf(pm);
    const admins = await projectOf(admin);
    const both = `/api/project?uid=${mine.uid}&uid=${admins.uid}`;
    expect((await pm.delete(both)).status).toBe(403);
    expect((await pm.get(`/api/project?uid=${mine.uid}`)).status).toBe(200);
    expect((await pm.get<Project>(`/api/project?uid=${mine.uid}`)).body.jobCreationAllowed).toBe(
      true,
    );
    expect((await admin.delete(both)).status).toBe(204);
    const list = await admin.get<ProjectListItem[]>('/api/project/list');
    expect(list.body.map((project) => project.uid)).not.toContain(mine.uid);
    expect(list.body.map((project) => project.uid)).not.toContain(admins.uid);
  });

  it('shows linguists no project until they have jobs, with their reduced list', async () => {
    const project = await projectOf(pm);
    expect((await linguist.get(`/api/project?uid=${project.uid}`)).status).toBe(404);
    expect((await linguist.get('/api/project/list')).body).toEqual([]);
    const paged = await linguist.get('/api/project/list?withPagination=true&client=1&status=NEW');
    expect(paged.body).toEqual({ projects: [], paging: { pages: 0, total: 0 } });
    expect((await linguist.put('/api/project', { projectUid: project.uid })).status).toBe(404);
    expect((await linguist.delete(`/api/project?uid=${project.uid}`)).status).toBe(404);
  });
});

describe('sharing with vendors', () => {
  it('shares and unshares, showing Shared and the vendor names', async () => {
    const project = await projectOf(pm, 'Shared one');
    const other = await projectOf(pm, 'Kept');
    const shared = await pm.post('/api/project/share', {
      uids: [project.uid],
      vendorIds: [vendorId],
    });
    expect(shared.status).toBe(204);
    expect(
      (await pm.post('/api/project/share', { uids: [project.uid], vendorIds: [vendorId] })).status,
    ).toBe(204);
    const detail = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(detail.body).toMatchObject({ shared: true, vendorNames: ['Lingua Partners'] });
    const list = await pm.get<ProjectListItem[]>(
      `/api/project/list?vendor=${vendorId}&extendedDomains=Vendor`,
    );
    expect(list.body.map((item) => [item.uid, item.shared, item.vendorNames])).toEqual([
      [project.uid, true, ['Lingua Partners']],
    ]);
    expect(list.body.map((item) => item.uid)).not.toContain(other.uid);
    expect((await pm.post('/api/project/unshare', { uids: [project.uid] })).status).toBe(204);
    const after = await pm.get<Project>(`/api/project?uid=${project.uid}`);
    expect(after.body).toMatchObject({ shared: false, vendorNames: [] });
  });

  it('refuses users whose sharing is disabled, unknown vendors and projects they cannot edit', async () => {
    const project = await projectOf(pm);
    const noshare = await server.as('noshare');
    const refused = await noshare.post('/api/project/share', {
      uids: [project.uid],
      vendorIds: [vendorId],
    });
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorReply).errorDescription).toBe(
      projectServerMessages.sharingDisabled,
    );
    const unknownVendor = await pm.post('/api/project/share', {
      uids: [project.uid],
      vendorIds: [999_999],
    });
    expect(unknownVendor.status).toBe(400);
    expect((unknownVendor.body as ErrorReply).errors?.[0]?.field).toBe('vendorIds');
    const notOwner = await pm2.post('/api/project/share', {
      uids: [project.uid],
      vendorIds: [vendorId],
    });
    expect(notOwner.status).toBe(403);
  });
});

describe('another organization', () => {
  it('answers 404 on every call for a uid of another organization', async () => {
    const project = await projectOf(pm, 'Demo only');
    const rivalAdmin = await rival.as('admin');
    const uid = project.uid;
    const calls = [
      rivalAdmin.get(`/api/project?uid=${uid}`),
      rivalAdmin.put('/api/project', { projectUid: uid, name: 'Hijacked' }),
      rivalAdmin.delete(`/api/project?uid=${uid}`),
      rivalAdmin.post(`/api/project/setStatusAsync?uid=${uid}&status=COMPLETED`),
      rivalAdmin.post('/api/project/setStatusBulkAsync', { uids: [uid], status: 'COMPLETED' }),
      rivalAdmin.post('/api/project/share', { uids: [uid], vendorIds: [vendorId] }),
      rivalAdmin.post('/api/project/unshare', { uids: [uid] }),
      rivalAdmin.writingGet(`/web/api/v9/project/postponeDeletion?project=${uid}`),
      rivalAdmin.post(`/api/project/restore?uid=${uid}`),
    ];
    for (const reply of await Promise.all(calls)) expect(reply.status).toBe(404);
    expect((await rivalAdmin.get('/api/project/list')).body).toEqual([]);
    const unchanged = await pm.get<Project>(`/api/project?uid=${uid}`);
    expect(unchanged.body).toEqual(project);
  });

  it('refuses lookups of another organization, naming the field', async () => {
    const now = server.clock.now().toISOString();
    const client = await server.ctx.db.kysely
      .insertInto('clients')
      .values({ organization_id: rival.organizationId, name: 'Rival client', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const step = await server.ctx.db.kysely
      .insertInto('workflow_steps')
      .values({
        organization_id: rival.organizationId,
        name: 'Rival step',
        ord: 1,
        type: 'TRANSLATION',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reply = await pm.post('/api/project', {
      name: 'x',
      sourceLocale: 'en',
      targetLocales: ['de'],
      clientId: client.id,
      workflowStepIds: [step.id],
      ownerId: rival.userIds.pm,
    });
    expect(reply.status).toBe(400);
    expect((reply.body as ErrorReply).errors?.map((error) => error.field)).toEqual([
      'clientId',
      'ownerId',
      'workflowStepIds',
    ]);
  });
});
