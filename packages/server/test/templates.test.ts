import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  projectMessages,
  PreTranslateSettings,
  requestChecksum,
  templateMessages,
  type Project,
  type ProjectTemplate,
  type ProjectTemplateSummary,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let linguist: ApiClient;
const steps = { Translation: 0, Revision: 0, Scoring: 0 };

const fieldErrors = (body: unknown) =>
  (body as ErrorReply).errors?.map(({ field, message }) => ({ field, message }));

async function templateOf(client: ApiClient, body: object): Promise<ProjectTemplate> {
  const reply = await client.post<ProjectTemplate>('/api/v2/projectTemplate', body);
  expect(reply.status).toBe(201);
  return reply.body;
}

// A PUT as the web sends it: the body and the SHA-256 of its canonical JSON.
function save(client: ApiClient, body: object, checksum: string | null = requestChecksum(body)) {
  return client.request<ProjectTemplate>(
    'PUT',
    '/api/v2/projectTemplate',
    body,
    checksum === null ? {} : { 'request-checksum': checksum },
  );
}

beforeAll(async () => {
  server = await startServer();
  [admin, pm, linguist] = await Promise.all([
    server.as('admin'),
    server.as('pm'),
    server.as('linguist'),
  ]);
  const rows = await server.ctx.db.kysely
    .selectFrom('workflow_steps')
    .select(['id', 'name'])
    .execute();
  Object.assign(steps, Object.fromEntries(rows.map((row) => [row.name, row.id])));
});
afterAll(() => server.close());

describe('the request checksum', () => {
  it('hashes JSON with keys sorted at every depth, as node:crypto does', () => {
    const body = { b: [2, { z: 1, a: 'é' }], a: null, skipped: undefined };
    expect(canonicalJson(body)).toBe('{"a":null,"b":[2,{"a":"é","z":1}]}');
    expect(requestChecksum(body)).toBe(
      crypto.createHash('sha256').update('{"a":null,"b":[2,{"a":"é","z":1}]}').digest('hex'),
    );
    expect(requestChecksum({ a: 1, b: 2 })).toBe(requestChecksum({ b: 2, a: 1 }));
  });
});

describe('templates', () => {
  it('creates with defaults; the project name falls back to the template name', async () => {
    const template = await templateOf(pm, { projectTemplateName: 'Marketing EN>DE' });
    expect(template).toMatchObject({
      projectTemplateName: 'Marketing EN>DE',
      name: 'Marketing EN>DE',
      sourceLocale: null,
      targetLocales: [],
      targetLength: false,
      targetLengthMax: 1000,
      targetLengthPercent: false,
      targetLengthPercentValue: 130,
      sourceSegmentationRuleId: null,
      createdBy: { userName: 'pm' },
    });
    expect(template.preTranslateSettings).toEqual(PreTranslateSettings.parse({}));
    const fetched = await pm.get<ProjectTemplate>(`/api/v2/projectTemplate?id=${template.id}`);
    expect(fetched.body).toEqual(template);
  });

  it('refuses a template without its name, with the spec message', async () => {
    const reply = await pm.post('/api/v2/projectTemplate', { projectTemplateName: ' ' });
    expect(fieldErrors(reply.body)).toEqual([
      { field: 'projectTemplateName', message: projectMessages.templateNameRequired },
    ]);
    const long = await pm.post('/api/v2/projectTemplate', { projectTemplateName: 'x'.repeat(256) });
    expect(fieldErrors(long.body)).toEqual([
      { field: 'projectTemplateName', message: templateMessages.templateNameTooLong },
    ]);
  });

  it('saves with a matching checksum, and refuses a missing or wrong one saving nothing', async () => {
    const template = await templateOf(pm, { projectTemplateName: 'Docs' });
    const body = {
      id: template.id,
      projectTemplateName: 'Docs v2',
      name: 'Documentation',
      sourceLocale: 'en',
      targetLocales: ['de', 'de', 'fr'],
      workflowStepIds: [steps.Revision, 999_999, steps.Translation],
      targetLength: true,
      targetLengthMax: 500,
      qualitySettings: { customForbiddenTerms: 'a, ,b' },
    };
    for (const checksum of [null, 'bad', requestChecksum({ ...body, name: 'Other' })]) {
      const refused = await save(pm, body, checksum);
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as ErrorReply).errorDescription).toBe(
        templateMessages.checksumInvalid,
      );
    }
    const unchanged = await pm.get<ProjectTemplate>(`/api/v2/projectTemplate?id=${template.id}`);
    expect(unchanged.body).toEqual(template);

    const saved = await save(pm, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      projectTemplateName: 'Docs v2',
      name: 'Documentation',
      targetLocales: ['de', 'fr'],
      workflowStepIds: [steps.Translation, steps.Revision],
      targetLength: true,
      targetLengthMax: 500,
    });
    expect(saved.body.qualitySettings.customForbiddenTerms).toBe('a,b');
    const fetched = await pm.get<ProjectTemplate>(`/api/v2/projectTemplate?id=${template.id}`);
    expect(fetched.body).toEqual(saved.body);
  });

  it('lists templates and their ids and names sorted by name', async () => {
    await templateOf(admin, { projectTemplateName: 'Alpha legal' });
    const names = await pm.get<Array<{ id: number; name: string }>>(
      '/web/api/v9/projectTemplate/listIdName?pageSize=60',
    );
    expect(names.body.map((entry) => entry.name)).toEqual([
      'Alpha legal',
      'Docs v2',
      'Marketing EN>DE',
    ]);
    expect(Object.keys(names.body[0] ?? {})).toEqual(['id', 'name']);
    const firstOnly = await pm.get<unknown[]>('/web/api/v9/projectTemplate/listIdName?pageSize=1');
    expect(firstOnly.body).toHaveLength(1);
    const list = await pm.get<ProjectTemplateSummary[]>('/api/v2/projectTemplate/list');
    expect(list.body.map((entry) => [entry.projectTemplateName, entry.createdBy.userName])).toEqual(
      [
        ['Alpha legal', 'admin'],
        ['Docs v2', 'pm'],
        ['Marketing EN>DE', 'pm'],
      ],
    );
  });

  it('lets the creator or projectTemplate:editOther edit and delete; linguists see none', async () => {
    const admins = await templateOf(admin, { projectTemplateName: 'Admin only' });
    const pms = await templateOf(pm, { projectTemplateName: 'PM own' });
    const edit = (template: ProjectTemplate) => ({
      id: template.id,
      projectTemplateName: 'Renamed',
    });
    expect((await save(pm, edit(admins))).status).toBe(403);
    expect((await pm.delete(`/api/v2/projectTemplate?id=${admins.id}`)).status).toBe(403);
    expect((await save(admin, edit(pms))).status).toBe(200);
    expect((await linguist.get(`/api/v2/projectTemplate?id=${pms.id}`)).status).toBe(403);
    expect((await linguist.get('/web/api/v9/projectTemplate/listIdName')).status).toBe(403);
    expect(
      (await linguist.post('/api/v2/projectTemplate', { projectTemplateName: 'x' })).status,
    ).toBe(403);
    expect((await admin.delete(`/api/v2/projectTemplate?id=${pms.id}`)).status).toBe(204);
    expect((await pm.get(`/api/v2/projectTemplate?id=${pms.id}`)).status).toBe(404);
  });

  it('answers 404 to another organization', async () => {
    const template = await templateOf(pm, { projectTemplateName: 'Private' });
    const rival = await (await createTenant(server, 'Rival')).as('admin');
    expect((await rival.get(`/api/v2/projectTemplate?id=${template.id}`)).status).toBe(404);
    const body = { id: template.id, projectTemplateName: 'Stolen' };
    expect((await save(rival, body)).status).toBe(404);
    expect((await rival.delete(`/api/v2/projectTemplate?id=${template.id}`)).status).toBe(404);
    expect((await rival.get('/web/api/v9/projectTemplate/listIdName')).body).toEqual([]);
    const project = await rival.post('/api/project', {
      name: 'x',
      sourceLocale: 'en',
      targetLocales: ['de'],
      projectTemplateId: template.id,
    });
    expect(fieldErrors(project.body)?.[0]?.field).toBe('projectTemplateId');
  });
});

describe('a project from a template', () => {
  it('starts from the template settings and steps; what the request sends wins', async () => {
    const template = await templateOf(pm, {
      projectTemplateName: 'Software',
      sourceLocale: 'en',
      targetLocales: ['de', 'ja'],
      note: 'From the template',
      workflowStepIds: [steps.Translation, steps.Revision],
      preTranslateSettings: { tmMatchThreshold: 90 },
      analysisSettings: { countUnitsIn: 'TARGET' },
    });
    const reply = await pm.post<Project>('/api/project', {
      name: 'Release 7',
      projectTemplateId: template.id,
      targetLocales: ['fr'],
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: 'Release 7',
      sourceLang: 'en',
      targetLangs: ['fr'],
      note: 'From the template',
      projectTemplateId: template.id,
      projectTemplateName: 'Software',
      machineTranslateSettingsId: null,
      workflowSteps: [
        { id: steps.Translation, level: 1 },
        { id: steps.Revision, level: 2 },
      ],
    });
    expect(reply.body.preTranslateSettings.tmMatchThreshold).toBe(90);
    expect(reply.body.analysisSettings.countUnitsIn).toBe('TARGET');

    const empty = await templateOf(pm, { projectTemplateName: 'No locales' });
    const missing = await pm.post('/api/project', { name: 'x', projectTemplateId: empty.id });
    expect(fieldErrors(missing.body)).toEqual([
      { field: 'sourceLocale', message: projectMessages.sourceLocaleRequired },
      { field: 'targetLocales', message: projectMessages.targetLocalesRequired },
    ]);
  });
});
