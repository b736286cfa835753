import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serverMessages,
  setupMessages,
  type EmailTemplate,
  type Vendor,
  type WorkflowStep,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, userId, type ErrorReply } from './tenants.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('workflow steps', () => {
  const path = '/api/setup/workflowSteps';

  it('ranks the steps by ord into levels, ties by creation', async () => {
    const created = await admin.post<WorkflowStep>(path, {
      name: 'Proofreading',
      ord: 2,
      type: 'REVISION',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Proofreading',
      level: 3,
      ord: 2,
      type: 'REVISION',
    });
    const listed = await pm.get<WorkflowStep[]>('/web/api/v9/workflowStep/list');
    expect(listed.body.map((step) => [step.name, step.level, step.ord, step.type])).toEqual([
      ['Translation', 1, 1, 'TRANSLATION'],
      ['Revision', 2, 2, 'REVISION'],
      ['Proofreading', 3, 2, 'REVISION'],
      ['Scoring', 4, 3, 'SCORING'],
    ]);
    expect((await admin.get<WorkflowStep[]>(path)).body).toEqual(listed.body);

    const moved = await admin.put<WorkflowStep>(`${path}/${created.body.id}`, {
      name: 'Final check',
      ord: 9,
      type: 'SCORING_AND_REVISION',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      id: created.body.id,
      name: 'Final check',
      level: 4,
      ord: 9,
      type: 'SCORING_AND_REVISION',
    });
    expect((await admin.delete(`${path}/${created.body.id}`)).status).toBe(200);
    const after = await admin.get<WorkflowStep[]>(path);
    expect(after.body.map((step) => step.name)).toEqual(['Translation', 'Revision', 'Scoring']);
  });

  it('validates each field and refuses a duplicate name', async () => {
    const bad = await admin.post<ErrorReply>(path, { name: '', ord: 1.5, type: 'PROOFING' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'name', message: 'The name is required' },
      { field: 'ord', message: 'The order must be a whole number' },
      { field: 'type', message: expect.stringContaining('TRANSLATION') },
    ]);
    const low = await admin.post<ErrorReply>(path, { name: 'Zero', ord: 0, type: 'OTHER' });
    expect(low.body.errors).toEqual([{ field: 'ord', message: 'The order must be at least 1' }]);
    const duplicate = await admin.post<ErrorReply>(path, {
      name: 'Revision',
      ord: 5,
      type: 'OTHER',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ field: 'name', message: serverMessages.nameTaken }]);
  });

  it('is for administrators only', async () => {
    expect((await pm.get(path)).status).toBe(403);
    expect((await pm.post(path, { name: 'PM step', ord: 4, type: 'OTHER' })).status).toBe(403);
  });
});

describe('vendors', () => {
  const path = '/api/setup/vendors';

  it('creates a vendor with a buyer of the organization and lists it', async () => {
    const buyer = await userId(server, 'pm');
    const created = await admin.post<Vendor>(path, { name: 'Babel Ltd', buyerUserId: buyer });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Babel Ltd', buyerUserId: buyer });
    const listed = await pm.get<Vendor[]>('/web/api/v9/vendor/list');
    expect(listed.body).toEqual([
      created.body,
      {
        id: expect.any(Number),
        name: 'Lingua Partners',
        buyerUserId: await userId(server, 'linguist2'),
      },
    ]);
    const updated = await admin.put<Vendor>(`${path}/${created.body.id}`, { name: 'Babel Ltd.' });
    expect(updated.body).toEqual({ id: created.body.id, name: 'Babel Ltd.', buyerUserId: null });
    expect((await admin.delete(`${path}/${created.body.id}`)).status).toBe(200);
    expect((await admin.get<Vendor[]>(path)).body.map((vendor) => vendor.name)).toEqual([
      'Lingua Partners',
    ]);
  });

  it('refuses a buyer of another organization and a duplicate name', async () => {
    const other = await createTenant(server, 'Vendorland');
    const foreign = await admin.post<ErrorReply>(path, {
      name: 'Foreign buyer',
      buyerUserId: other.userIds.pm,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      { field: 'buyerUserId', message: setupMessages.buyerNotFound },
    ]);
    const duplicate = await admin.post<ErrorReply>(path, { name: 'Lingua Partners' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ field: 'name', message: serverMessages.nameTaken }]);
    // The same name in another organization is no duplicate.
    const theirs = await (await other.as('admin')).post<Vendor>(path, { name: 'Lingua Partners' });
    expect(theirs.status).toBe(201);
  });

  it('is for administrators only', async () => {
    expect((await pm.post(path, { name: 'PM vendor' })).status).toBe(403);
    expect((await (await server.as('linguist')).get(path)).status).toBe(403);
  });
});

describe('email templates', () => {
  const path = '/api/setup/emailTemplates';
  const template = {
    name: 'Reminder',
    subject: 'Reminder: {project.name}',
    body: 'Please finish {jobs}.',
    ccAddress: 'lead@tessera.example; office@tessera.example',
  };

  it('creates, lists by type, updates and deletes a template', async () => {
    const created = await admin.post<EmailTemplate>(path, template);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...template,
      type: 'JobAssigned',
      bccAddress: '',
    });
    const listed = await pm.get<EmailTemplate[]>('/web/api/v9/emailTemplate/list?type=JobAssigned');
    expect(listed.body.map((each) => each.name)).toEqual(['New Work assigned', 'Reminder']);
    const untyped = await pm.get<EmailTemplate[]>('/web/api/v9/emailTemplate/list');
    expect(untyped.body).toEqual(listed.body);

    const updated = await admin.put<EmailTemplate>(`${path}/${created.body.id}`, {
      ...template,
      subject: 'Second reminder',
      bccAddress: 'audit@tessera.example',
    });
    expect(updated.body).toMatchObject({
      subject: 'Second reminder',
      bccAddress: 'audit@tessera.example',
    });
    expect((await admin.delete(`${path}/${created.body.id}`)).status).toBe(200);
    expect((await admin.get<EmailTemplate[]>(path)).body.map((each) => each.name)).toEqual([
      'New Work assigned',
    ]);
  });

  it('names each bad field', async () => {
    const bad = await admin.post<ErrorReply>(path, {
      name: 'Broken',
      subject: ' ',
      body: '',
      ccAddress: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'subject', message: 'The subject may not be blank' },
      { field: 'body', message: 'The email body may not be blank' },
      {
        field: 'ccAddress',
        message: 'Addresses are separated by ; and each must be an email address',
      },
    ]);
    const badType = await pm.get<ErrorReply>('/web/api/v9/emailTemplate/list?type=Other');
    expect(badType.status).toBe(400);
    expect(badType.body.errors?.map((error) => error.field)).toEqual(['type']);
    const duplicate = await admin.post<ErrorReply>(path, {
      ...template,
      name: 'New Work assigned',
    });
    expect(duplicate.status).toBe(409);
  });

  it('is for administrators only', async () => {
    expect((await pm.post(path, template)).status).toBe(403);
    expect((await pm.get(path)).status).toBe(403);
  });
});
