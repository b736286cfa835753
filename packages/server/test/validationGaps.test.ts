import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, format, serverMessages, type Project } from '@tessera/contracts';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant } from './tenants.js';
import { importJobs, jobForm } from './fixtures/jobs/files.js';

interface ErrorReply {
  errorDescription: string;
  errors?: Array<{ field: string; message: string }>;
}

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let project: Project;
beforeAll(async () => {
  server = await startServer();
  [admin, pm] = await Promise.all([server.as('admin'), server.as('pm')]);
  project = await createProject(pm, 'Gaps');
});
afterAll(() => server.close());

const forbiddenKey = (key: string) => format(serverMessages.forbiddenJsonKey, { key });
const messagesOf = (body: unknown) =>
  ((body as ErrorReply).errors ?? []).map((error) => error.message);

describe('setup inputs', () => {
  it('takes only http and https machine translation endpoints', async () => {
    const path = '/api/setup/machineTranslateSettings';
    for (const baseUrl of ['file:///etc/passwd', 'javascript:alert(1)', 'gopher://host/']) {
      const reply = await admin.post<ErrorReply>(path, { name: baseUrl, type: 'DEEPL', baseUrl });
      expect(reply.status, baseUrl).toBe(400);
      expect(reply.body.errors).toEqual([
        { field: 'baseUrl', message: 'The endpoint must be an http:// or https:// URL' },
      ]);
    }
    const web = await admin.post(path, {
      name: 'Web',
      type: 'DEEPL',
      baseUrl: 'https://api.deepl.example/v2',
    });
    expect(web.status).toBe(201);
  });

  it('refuses line breaks in email template subjects and addresses', async () => {
    const path = '/api/setup/emailTemplates';
    const template = { name: 'Injected', subject: 'Hello', body: 'Body' };
    const subject = await admin.post(path, { ...template, subject: 'Hi\r\nBcc: evil@x.example' });
    expect(subject.status).toBe(400);
    expect(messagesOf(subject.body)).toEqual(['The subject may not contain line breaks']);
    const cc = await admin.post(path, { ...template, ccAddress: 'a@x.example;\r\nb@x.example' });
    expect(cc.status).toBe(400);
    expect(messagesOf(cc.body)).toContain('Addresses may not contain line breaks');
    const bcc = await admin.post(path, {
      ...template,
      bccAddress: 'a@x.example\nBcc: c@x.example',
    });
    expect(bcc.status).toBe(400);
    expect((await admin.post(path, template)).status).toBe(201);
  });

  it('takes segmentation rule locales from the language catalogue', async () => {
    const path = '/api/setup/segRules';
    const unknown = await admin.post(path, { name: 'Klingon', locale: 'tlh_xx' });
    expect(unknown.status).toBe(400);
    expect(messagesOf(unknown.body)).toEqual(['The locale is not in the language list']);
    expect((await admin.post(path, { name: 'German', locale: 'de_at' })).status).toBe(201);
  });
});

describe('job uploads', () => {
  it("refuses another organization's segmentation rule, as a project does", async () => {
    const rival = await (await createTenant(server, 'RuleOwner')).as('admin');
    const theirs = await rival.post<{ id: number }>('/api/setup/segRules', {
      name: 'Their rules',
      locale: 'en',
    });
    expect(theirs.status).toBe(201);
    const params = {
      projectUid: project.uid,
      targetLocales: ['de'],
      importSettings: { sourceSegmentationRuleId: theirs.body.id },
    };
    const files = { 'a.json': new TextEncoder().encode('{"a": "Hello."}') };
    const reply = await pm.post<ErrorReply>('/api/v2/job', jobForm(params, files));
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.field).toBe('sourceSegmentationRuleId');
    const listed = await pm.get<{ jobs: unknown[] }>(
      `/api/job/listByProject?projectUid=${project.uid}`,
    );
    expect(listed.body.jobs).toEqual([]);
  });
});

describe('JSON', () => {
  it('answers 400 to __proto__ and constructor keys inside JSON-string fields', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const reply = await pm.post<ErrorReply>('/api/project', {
        name: `Poisoned ${key}`,
        sourceLocale: 'en',
        targetLocales: ['de'],
        perLocaleMachineTranslateSettingsIds: `{"de": null, "${key}": {"polluted": 1}}`,
      });
      expect(reply.status, key).toBe(400);
      expect(messagesOf(reply.body)).toEqual([forbiddenKey(key)]);
      const form = jobForm({ projectUid: project.uid, targetLocales: ['de'] }, {});
      form.set('params', `{"projectUid": "${project.uid}", "${key}": {"targetLocales": ["x"]}}`);
      const upload = await pm.post<ErrorReply>('/api/v2/job', form);
      expect(upload.status, key).toBe(400);
      expect(upload.body.errors).toEqual([{ field: 'params', message: forbiddenKey(key) }]);
    }
  });

  it('names the key when a body is refused for prototype poisoning', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/api/project`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: pm.cookie,
          [CSRF_HEADER]: pm.csrfToken,
        },
        body,
      });
    const proto = await post('{"name": "P", "__proto__": {"isAdmin": true}}');
    expect(proto.status).toBe(400);
    expect(await proto.json()).toMatchObject({ errorDescription: forbiddenKey('__proto__') });
    const ctor = await post('{"name": "P", "constructor": {"prototype": {"isAdmin": true}}}');
    expect(ctor.status).toBe(400);
    expect(await ctor.json()).toMatchObject({ errorDescription: forbiddenKey('constructor') });
    const broken = await post('{"name": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errorDescription: expect.stringMatching(/JSON/) });
  });
});

describe('mail headers', () => {
  it('keep one line when a template is filled with a project name holding a line break', async () => {
    const translation = await server.ctx.db.kysely
      .selectFrom('workflow_steps')
      .select('id')
      .where('name', '=', 'Translation')
      .executeTakeFirstOrThrow();
    const mailed = await createProject(pm, 'Launch\r\nBcc: evil@x.example', ['de'], {
      workflowStepIds: [translation.id],
    });
    const linguist = await server.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'linguist')
      .executeTakeFirstOrThrow();
    const params = {
      projectUid: mailed.uid,
      targetLocales: ['de'],
      notifyLinguistsOfJobCreation: true,
      workflowSettings: [{ workflowStepId: translation.id, assignedUserIds: [linguist.id] }],
    };
    const files = { 'm.json': new TextEncoder().encode('{"a": "Hello."}') };
    await importJobs(pm, params, files);
    const subjects = await server.ctx.db.kysely.selectFrom('outbox').select('subject').execute();
    expect(subjects.length).toBeGreaterThan(0);
    for (const { subject } of subjects) expect(subject).not.toMatch(/[\r\n]/);
  });
});
