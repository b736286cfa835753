import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectListItem, ProjectPage } from '@tessera/contracts';
import { createOrganization } from '../src/seed/organization.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { userId } from './tenants.js';

// Filters, sorts and paging of GET /api/project/list with the exact projects expected.
let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;
let adminId: number;
let buyerId: number;
let vendorId: number;
const named: Record<string, number> = {};
const uidToName = new Map<string, string>();
const HOUR = 3_600_000;

const db = () => server.ctx.db.kysely;
async function lookup(
  table: 'clients' | 'business_units' | 'subjects' | 'media_types',
  name: string,
) {
  return (
    await db().selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}
const inHours = (hours: number) =>
  new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

async function create(client: ApiClient, name: string, body: object): Promise<Project> {
  server.clock.advance(60_000);
  const reply = await client.post<Project>('/api/project', { name, ...body });
  expect(reply.status).toBe(201);
  uidToName.set(reply.body.uid, name);
  return reply.body;
}

async function list(query: string, as: ApiClient = pm): Promise<string[]> {
  const reply = await as.get<ProjectListItem[]>(`/api/project/list?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.map((project) => uidToName.get(project.uid) ?? project.uid);
}

beforeAll(async () => {
  // The projects' dates span days of the test clock: sessions must outlive that idle time.
  server = await startServer({ sessionIdleHours: 24 * 365 });
  [pm, admin] = await Promise.all([server.as('pm'), server.as('admin')]);
  adminId = await userId(server, 'admin');
  Object.assign(named, {
    acme: await lookup('clients', 'Acme Corporation'),
    globex: await lookup('clients', 'Globex'),
    initech: await lookup('clients', 'Initech'),
    marketing: await lookup('business_units', 'Marketing'),
    legal: await lookup('subjects', 'Legal'),
    website: await lookup('media_types', 'Website'),
  });
  vendorId = (await db().selectFrom('vendors').select('id').executeTakeFirstOrThrow()).id;
  const step = await db()
    .selectFrom('workflow_steps')
    .select('id')
    .where('name', '=', 'Translation')
    .executeTakeFirstOrThrow();

  const epsilon = await create(admin, 'epsilon', { sourceLocale: 'fr', targetLocales: ['de'] });
  server.clock.advance(100 * HOUR);
  const alpha = await create(pm, 'alpha Website', {
    sourceLocale: 'en',
    targetLocales: ['de', 'fr'],
    dueDateTime: inHours(2),
    clientId: named.acme,
    businessUnitId: named.marketing,
    subject: named.legal,
    mediaType: named.website,
    workflowStepIds: [step.id],
  });
  const beta = await create(admin, 'Beta manual', {
    sourceLocale: 'en',
    targetLocales: ['ja'],
    dueDateTime: inHours(-5),
    clientId: named.globex,
  });
  const gamma = await create(pm, 'gamma APP', {
    sourceLocale: 'de',
    targetLocales: ['en'],
    dueDateTime: inHours(-10),
  });
  const delta = await create(pm, 'Delta site', {
    sourceLocale: 'en',
    targetLocales: ['fr'],
    dueDateTime: inHours(30),
    clientId: named.initech,
  });
  await pm.put('/api/project', { projectUid: gamma.uid, status: 'COMPLETED' });
  await pm.put('/api/project', { projectUid: delta.uid, status: 'CANCELLED' });
  await pm.post('/api/project/share', { uids: [delta.uid], vendorIds: [vendorId] });
  buyerId = await createOrganization(db(), 'Buyer Inc', server.clock.now().toISOString());
  await db()
    .updateTable('projects')
    .set({ buyer_id: buyerId })
    .where('id', '=', alpha.id)
    .execute();
  await db()
    .updateTable('projects')
    .set({ is_post_mortem_scoring: 1 })
    .where('id', '=', epsilon.id)
    .execute();
  await db()
    .updateTable('projects')
    .set({ auto_deletion_at: inHours(10) })
    .where('id', '=', beta.id)
    .execute();
});
afterAll(() => server.close());

describe('filters', () => {
  it.each([
    ['', ['Delta site', 'gamma APP', 'Beta manual', 'alpha Website', 'epsilon']],
    ['name=SITE', ['Delta site', 'alpha Website']],
    ['name=%25', []],
    ['name=a_p', []],
    ['client=CLIENT', ['alpha Website']],
    ['businessUnit=MARKETING', ['alpha Website']],
    ['subject=LEGAL', ['alpha Website']],
    ['mediaType=WEBSITE', ['alpha Website']],
    ['buyer=BUYER', ['alpha Website']],
    ['owner=myself', ['Delta site', 'gamma APP', 'alpha Website']],
    ['owner=ADMIN', ['Beta manual', 'epsilon']],
    ['status=COMPLETED&status=CANCELLED', ['Delta site', 'gamma APP']],
    ['status=NEW', ['Beta manual', 'alpha Website', 'epsilon']],
    ['sourceLang=de', ['gamma APP']],
    ['sourceLang=de&sourceLang=fr', ['gamma APP', 'epsilon']],
    ['targetLang=fr', ['Delta site', 'alpha Website']],
    ['targetLang=ja&targetLang=en', ['gamma APP', 'Beta manual']],
    ['dueInHours=-1', ['Beta manual']],
    ['dueInHours=4', ['alpha Website']],
    ['dueInHours=72', ['Delta site', 'alpha Website']],
    ['createdInLastHours=24', ['Delta site', 'gamma APP', 'Beta manual', 'alpha Website']],
    ['autoDeletionInHours=24', ['Beta manual']],
    ['vendor=VENDOR', ['Delta site']],
    ['isPostMortemScoring=true', ['epsilon']],
    ['isPostMortemScoring=false&status=NEW', ['Beta manual', 'alpha Website']],
    ['listStatus=IN_PROGRESS', ['Beta manual', 'alpha Website', 'epsilon']],
    ['listStatus=OVERDUE', ['Beta manual']],
    ['listStatus=MY_PROJECTS', ['Delta site', 'gamma APP', 'alpha Website']],
    ['targetLang=ja', ['Beta manual']],
    // No project has job parts yet: the jobs tests cover jobStatus with real jobs.
    ['jobStatus=COMPLETED', []],
    ['owner=myself&targetLang=fr&dueInHours=72', ['Delta site', 'alpha Website']],
  ])('%s', async (query, expected) => {
    const ids: Record<string, number> = {
      CLIENT: named.acme ?? 0,
      MARKETING: named.marketing ?? 0,
      LEGAL: named.legal ?? 0,
      WEBSITE: named.website ?? 0,
      BUYER: buyerId,
      ADMIN: adminId,
      VENDOR: vendorId,
    };
    const filled = query.replace(/[A-Z]{4,}/g, (word) => String(ids[word] ?? word));
    expect(await list(filled)).toEqual(expected);
  });

  it('refuses values that are not filters', async () => {
    for (const query of [
      'status=DONE',
      'jobStatus=FINISHED',
      'pageSize=7',
      'dueInHours=-2',
      'sortField=color',
      'sortOrder=UP',
    ]) {
      expect((await pm.get(`/api/project/list?${query}`)).status, query).toBe(400);
    }
  });
});

describe('sorts', () => {
  it.each([
    ['name', 'ASC', ['alpha Website', 'Beta manual', 'Delta site', 'epsilon', 'gamma APP']],
    ['name', 'DESC', ['gamma APP', 'epsilon', 'Delta site', 'Beta manual', 'alpha Website']],
    ['dateDue', 'ASC', ['gamma APP', 'Beta manual', 'alpha Website', 'Delta site', 'epsilon']],
    ['dateDue', 'DESC', ['Delta site', 'alpha Website', 'Beta manual', 'gamma APP', 'epsilon']],
    ['dateCreated', 'ASC', ['epsilon', 'alpha Website', 'Beta manual', 'gamma APP', 'Delta site']],
    ['owner', 'ASC', ['epsilon', 'Beta manual', 'alpha Website', 'gamma APP', 'Delta site']],
    ['client', 'ASC', ['alpha Website', 'Beta manual', 'Delta site', 'epsilon', 'gamma APP']],
    ['client', 'DESC', ['Delta site', 'Beta manual', 'alpha Website', 'gamma APP', 'epsilon']],
    ['status', 'ASC', ['Delta site', 'gamma APP', 'epsilon', 'alpha Website', 'Beta manual']],
    ['sourceLang', 'ASC', ['gamma APP', 'alpha Website', 'Beta manual', 'Delta site', 'epsilon']],
    ['id', 'DESC', ['Delta site', 'gamma APP', 'Beta manual', 'alpha Website', 'epsilon']],
    ['internalId', 'ASC', ['epsilon', 'alpha Website', 'Beta manual', 'gamma APP', 'Delta site']],
  ])('%s %s', async (field, order, expected) => {
    expect(await list(`sortField=${field}&sortOrder=${order}`)).toEqual(expected);
  });
});

describe('list items and paging', () => {
  it('shows the columns, and workflow steps and vendors only when asked', async () => {
    const plain = await pm.get<ProjectListItem[]>('/api/project/list?name=alpha');
    const item = plain.body[0];
    expect(item).toMatchObject({
      name: 'alpha Website',
      status: 'NEW',
      owner: { userName: 'pm' },
      client: { id: named.acme, name: 'Acme Corporation' },
      buyer: { id: buyerId, name: 'Buyer Inc' },
      sourceLang: 'en',
      targetLangs: ['de', 'fr'],
      progress: { finishedCount: 0, totalCount: 0 },
      shared: false,
      jobCreationAllowed: true,
    });
    expect(item).not.toHaveProperty('workflowSteps');
    expect(item).not.toHaveProperty('preTranslateSettings');
    const extended = await pm.get<ProjectListItem[]>(
      '/api/project/list?name=alpha&extendedDomains=ProjectWorkflowStep&abbreviated=true',
    );
    expect(extended.body[0]?.workflowSteps).toEqual([
      { id: expect.any(Number), level: 1, name: 'Translation', type: 'TRANSLATION' },
    ]);
  });

  it('pages from 0 with page sizes of 5, 20, 50 and 100, counting only when asked', async () => {
    for (let n = 1; n <= 6; n++)
      await create(pm, `Paged ${n}`, { sourceLocale: 'en', targetLocales: ['de'] });
    const first = await list('name=paged&sortField=name&sortOrder=ASC&pageSize=5');
    expect(first).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5']);
    expect(await list('name=paged&sortField=name&sortOrder=ASC&pageSize=5&page=1')).toEqual([
      'Paged 6',
    ]);
    const counted = await pm.get<ProjectPage>(
      '/api/project/list?name=paged&pageSize=5&page=1&withPagination=true&sortField=name&sortOrder=ASC',
    );
    expect(counted.body.paging).toEqual({ pages: 2, total: 6 });
    expect(counted.body.projects.map((project) => project.name)).toEqual(['Paged 6']);
    expect((await list('name=paged')).length).toBe(6);
  });
});
