import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  POST_MORTEM_VENDOR_NAME,
  shellMessages,
  type Ticket,
  type Vendor,
} from '@tessera/contracts';
import { TaskFailure } from '../src/tasks/contract.js';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { demoOrganizationId, userId, type ErrorReply } from './tenants.js';
import { waitForTask } from './fixtures/jobs/files.js';
import { enqueueTask } from './taskHelpers.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let linguist: ApiClient;
let linguist2: ApiClient;
beforeAll(async () => {
  server = await startServer();
  server.ctx.tasks.register('test.double', async (task) => {
    const { value } = task.payload as { value: number };
    if (value < 0) throw new TaskFailure('Negative values cannot be doubled.', { value });
    await task.progress(50);
    return { doubled: value * 2 };
  });
  [admin, pm, linguist, linguist2] = await Promise.all([
    server.as('admin'),
    server.as('pm'),
    server.as('linguist'),
    server.as('linguist2'),
  ]);
});
afterAll(() => server.close());

const enqueue = (value: number) => enqueueTask(server, 'test.double', { value });

describe('background tasks', () => {
  it('answers a task’s status until it is OK with its result', async () => {
    const task = await enqueue(21);
    expect(task).toEqual({ id: expect.any(String), status: 'RUNNING', progress: 0 });
    expect(await waitForTask(linguist, task.id)).toEqual({
      id: task.id,
      status: 'OK',
      progress: 100,
      result: { doubled: 42 },
    });
  });

  it('answers a failed task with its error', async () => {
    const task = await enqueue(-1);
    expect(await waitForTask(pm, task.id)).toEqual({
      id: task.id,
      status: 'ERROR',
      error: 'Negative values cannot be doubled.',
      result: { value: -1 },
    });
  });

  it('answers 404 for an unknown id, 400 without one and 401 without a session', async () => {
    expect((await pm.get('/api/backgroundTask?id=nope')).status).toBe(404);
    const missing = await pm.get<ErrorReply>('/api/backgroundTask');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'id', message: 'The task id is required' }]);
    expect((await server.anonymous().get('/api/backgroundTask?id=x')).status).toBe(401);
  });
});

describe('metrics', () => {
  it('stores a metric with its dimensions for the user', async () => {
    const reply = await linguist.post('/api/tracker', {
      name: 'loadJobPartsFailed-4xx',
      value: 1,
      dimensions: [{ name: 'page', value: 'jobList' }],
      isLatencyMetric: false,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true });
    await linguist.post('/api/tracker', { name: 'pageLoad', value: 812.5, isLatencyMetric: true });
    const rows = await server.ctx.db.kysely
      .selectFrom('metrics')
      .select(['organization_id', 'user_id', 'name', 'value', 'dimensions', 'is_latency'])
      .orderBy('id')
      .execute();
    const organizationId = await demoOrganizationId(server);
    const user = await userId(server, 'linguist');
    expect(rows).toEqual([
      {
        organization_id: organizationId,
        user_id: user,
        name: 'loadJobPartsFailed-4xx',
        value: 1,
        dimensions: '[{"name":"page","value":"jobList"}]',
        is_latency: 0,
      },
      {
        organization_id: organizationId,
        user_id: user,
        name: 'pageLoad',
        value: 812.5,
        dimensions: '[]',
        is_latency: 1,
      },
    ]);
  });

  it('names each bad field, and needs the CSRF token', async () => {
    const bad = await linguist.post<ErrorReply>('/api/tracker', { name: '', value: 'fast' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual(['name', 'value']);
    const token = linguist.csrfToken;
    linguist.csrfToken = '';
    const refused = await linguist.post('/api/tracker', { name: 'x', value: 1 });
    linguist.csrfToken = token;
    expect(refused.status).toBe(403);
  });
});

describe('cookie consent', () => {
  it('is empty until accepted, then answers the acceptance date of the user', async () => {
    expect((await linguist2.get('/api/cookieConsent')).body).toEqual({ acceptanceDate: null });
    const saved = await linguist2.put('/api/cookieConsent', {
      cookieConsent: { acceptance: true, acceptanceDate: '2025-03-01T10:15:00.000+02:00' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ acceptanceDate: '2025-03-01T08:15:00.000Z' });
    expect((await linguist2.get('/api/cookieConsent')).body).toEqual({
      acceptanceDate: '2025-03-01T08:15:00.000Z',
    });
    expect((await pm.get('/api/cookieConsent')).body).toEqual({ acceptanceDate: null });
  });

  it('names each bad field', async () => {
    const bad = await pm.put<ErrorReply>('/api/cookieConsent', {
      cookieConsent: { acceptance: false, acceptanceDate: 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual([
      'cookieConsent.acceptance',
      'cookieConsent.acceptanceDate',
    ]);
    const missing = await pm.put<ErrorReply>('/api/cookieConsent', {});
    expect(missing.body.errors?.map((error) => error.field)).toEqual(['cookieConsent']);
  });
});

describe('post-mortem scoring settings', () => {
  it('needs the external vendor before it can be enabled', async () => {
    const organizationId = await demoOrganizationId(server);
    expect((await pm.get('/api/postMortemScoringSettings')).body).toEqual({
      enabled: false,
      administrarOrgIds: [organizationId],
    });
    const refused = await admin.put<ErrorReply>('/api/postMortemScoringSettings', {
      enablePostMortemScoring: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorCode: 'BadRequest',
      errorDescription: shellMessages.postMortemVendorRequired,
      errors: [
        { field: 'enablePostMortemScoring', message: shellMessages.postMortemVendorRequired },
      ],
    });
    const vendor = await admin.post<Vendor>('/api/setup/vendors', {
      name: POST_MORTEM_VENDOR_NAME,
    });
    const enabled = await admin.put('/api/postMortemScoringSettings', {
      enablePostMortemScoring: true,
    });
    expect(enabled.body).toEqual({ enabled: true });
    expect((await linguist.get('/api/postMortemScoringSettings')).body).toEqual({
      enabled: true,
      administrarOrgIds: [organizationId],
    });
    const disabled = await admin.put('/api/postMortemScoringSettings', {
      enablePostMortemScoring: false,
    });
    expect(disabled.body).toEqual({ enabled: false });
    await admin.delete(`/api/setup/vendors/${vendor.body.id}`);
  });

  it('is changed by administrators only, with a boolean', async () => {
    const refused = await pm.put('/api/postMortemScoringSettings', {
      enablePostMortemScoring: false,
    });
    expect(refused.status).toBe(403);
    const bad = await admin.put<ErrorReply>('/api/postMortemScoringSettings', {
      enablePostMortemScoring: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual(['enablePostMortemScoring']);
  });
});

describe('vendor tokens and scoring models', () => {
  it('keys the vendors by id', async () => {
    const vendors = (await pm.get<Vendor[]>('/web/api/v9/vendor/list')).body;
    const tokens = await pm.get('/api/vendors/listVendorTokens');
    expect(tokens.body).toEqual(
      Object.fromEntries(vendors.map((vendor) => [String(vendor.id), vendor.name])),
    );
    expect(Object.values(tokens.body as object)).toEqual(['Lingua Partners']);
  });

  it('lists the organization’s scoring models', async () => {
    expect((await pm.get('/api/scoring/getAllScoringModels')).body).toEqual([]);
    const organizationId = await demoOrganizationId(server);
    await server.ctx.db.kysely
      .insertInto('scoring_models')
      .values([
        {
          organization_id: organizationId,
          name: 'MQM core',
          version: 2,
          threshold: 95.5,
          definition: '{}',
          created_at: new Date().toISOString(),
        },
      ])
      .execute();
    expect((await pm.get('/api/scoring/getAllScoringModels')).body).toEqual([
      { id: expect.any(Number), name: 'MQM core', version: 2, threshold: 95.5 },
    ]);
  });
});

describe('tickets', () => {
  const ticket = {
    problemType: 'Question about a job',
    subject: 'Glossary for chapter 3',
    description: 'Which term base applies?',
    jobPartId: '17',
  };

  it('raises a ticket and lists it newest first, linguists seeing their own only', async () => {
    const raised = await linguist.post<Ticket>('/api/tickets', ticket);
    expect(raised.status).toBe(201);
    expect(raised.body).toEqual({
      id: expect.any(Number),
      ...ticket,
      projectName: '',
      projectId: '',
      sourceLocale: '',
      targetLocale: '',
      dueDate: '',
      workflowStep: '',
      status: 'OPEN',
      dateCreated: expect.any(String),
      createdBy: { id: await userId(server, 'linguist'), userName: 'linguist' },
    });
    server.clock.advance(1000);
    const dsar = await linguist2.post<Ticket>('/api/tickets', {
      problemType: shellMessages.dsarProblemType,
      subject: 'My data',
      description: 'Please send me my personal data.',
    });
    expect(dsar.status).toBe(201);

    expect((await linguist.get<Ticket[]>('/api/tickets')).body).toEqual([raised.body]);
    expect((await linguist2.get<Ticket[]>('/api/tickets')).body).toEqual([dsar.body]);
    expect((await pm.get<Ticket[]>('/api/tickets')).body).toEqual([dsar.body, raised.body]);
    expect((await admin.get<Ticket[]>('/api/tickets')).body).toEqual([dsar.body, raised.body]);
  });

  it('names each bad field', async () => {
    const bad = await pm.post<ErrorReply>('/api/tickets', {
      problemType: 'Complaint',
      subject: ' ',
      description: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'problemType', message: expect.any(String) },
      { field: 'subject', message: 'The subject is required' },
      { field: 'description', message: 'The description is required' },
    ]);
    expect((await server.anonymous().get('/api/tickets')).status).toBe(401);
  });
});
