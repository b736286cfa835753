import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  format,
  serverMessages,
  setupMessages,
  SRX_MAX_BYTES,
  type MachineTranslateSettings,
  type SegRule,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { demoOrganizationId, type ErrorReply } from './tenants.js';

let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
  pm = await server.as('pm');
});
afterAll(() => server.close());

async function storedApiKey(id: number): Promise<string> {
  const row = await server.ctx.db.kysely
    .selectFrom('mt_settings')
    .select('api_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.api_key;
}

describe('machine translation settings', () => {
  const path = '/api/setup/machineTranslateSettings';

  it('stores the API key but never answers it', async () => {
    const created = await admin.post<MachineTranslateSettings>(path, {
      name: 'DeepL',
      type: 'DEEPL',
      baseUrl: 'https://api.deepl.example/v2',
      apiKey: 'secret-key-1',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'DeepL',
      type: 'DEEPL',
      baseUrl: 'https://api.deepl.example/v2',
      hasApiKey: true,
      isDefault: false,
    });
    expect(created.text).not.toContain('secret-key-1');
    const listed = await pm.get<MachineTranslateSettings[]>(
      '/web/api/v9/machineTranslateSettings/list',
    );
    expect(listed.text).not.toContain('secret-key-1');
    expect(listed.body.map((settings) => [settings.name, settings.hasApiKey])).toEqual([
      ['DeepL', true],
      ['DeepL API', false],
    ]);

    const id = created.body.id;
    const keptKey = await admin.put<MachineTranslateSettings>(`${path}/${id}`, {
      name: 'DeepL Pro',
      type: 'DEEPL',
      baseUrl: 'https://api.deepl.example/v2',
      apiKey: '',
    });
    expect(keptKey.body).toMatchObject({ name: 'DeepL Pro', hasApiKey: true });
    expect(await storedApiKey(id)).toBe('secret-key-1');
    await admin.put(`${path}/${id}`, { name: 'DeepL Pro', type: 'DEEPL' });
    expect(await storedApiKey(id)).toBe('secret-key-1');
    await admin.put(`${path}/${id}`, { name: 'DeepL Pro', type: 'DEEPL', apiKey: 'secret-key-2' });
    expect(await storedApiKey(id)).toBe('secret-key-2');
    expect((await admin.delete(`${path}/${id}`)).status).toBe(200);
  });

  it('keeps one default per organization', async () => {
    const created = await admin.post<MachineTranslateSettings>(path, {
      name: 'LibreTranslate',
      type: 'LIBRETRANSLATE',
      baseUrl: 'http://127.0.0.1:5000',
      isDefault: true,
    });
    expect(created.body.isDefault).toBe(true);
    const defaults = async () =>
      (await admin.get<MachineTranslateSettings[]>(path)).body
        .filter((settings) => settings.isDefault)
        .map((settings) => settings.name);
    expect(await defaults()).toEqual(['LibreTranslate']);
    const seeded = (await admin.get<MachineTranslateSettings[]>(path)).body.find(
      (settings) => settings.name === 'DeepL API',
    );
    await admin.put(`${path}/${seeded?.id}`, {
      name: 'DeepL API',
      type: 'DEEPL',
      isDefault: true,
    });
    expect(await defaults()).toEqual(['DeepL API']);
    // A failed update changes nothing, not even the other records' default flag.
    const missing = await admin.put(`${path}/999999`, {
      name: 'Ghost',
      type: 'DEEPL',
      isDefault: true,
    });
    expect(missing.status).toBe(404);
    expect(await defaults()).toEqual(['DeepL API']);
  });

  it('names each bad field and refuses a duplicate name', async () => {
    const bad = await admin.post<ErrorReply>(path, {
      name: 'Bad',
      type: 'BABELFISH',
      baseUrl: 'not a url',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toEqual(['type', 'baseUrl']);
    expect(bad.body.errors?.[1]?.message).toBe('The endpoint must be an http:// or https:// URL');
    const duplicate = await admin.post<ErrorReply>(path, {
      name: 'DeepL API',
      type: 'DEEPL',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual([{ field: 'name', message: serverMessages.nameTaken }]);
  });

  it('is for administrators only', async () => {
    expect((await pm.get(path)).status).toBe(403);
    expect((await pm.post(path, { name: 'PM engine', type: 'DEEPL' })).status).toBe(403);
  });
});

const sentenceRules = [
  { break: false, before: '\\bMr\\.', after: '\\s' },
  { break: true, before: '[.?!]', after: '\\s' },
];

describe('segmentation rules', () => {
  const path = '/api/setup/segRules';

  it('creates, updates and deletes a rule set, one default per locale', async () => {
    const created = await admin.post<SegRule>(path, {
      name: 'English sentences',
      locale: 'en',
      rules: sentenceRules,
      isDefault: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'English sentences',
      locale: 'en',
      rules: sentenceRules,
      isDefault: true,
    });
    const second = await admin.post<SegRule>(path, {
      name: 'English strict',
      locale: 'en',
      isDefault: true,
    });
    const german = await admin.post<SegRule>(path, {
      name: 'German',
      locale: 'de',
      isDefault: true,
    });
    expect(second.body.rules).toEqual([]);
    const listed = await admin.get<SegRule[]>(path);
    expect(listed.body.map((rule) => [rule.name, rule.isDefault])).toEqual([
      ['English sentences', false],
      ['English strict', true],
      ['German', true],
    ]);
    const updated = await admin.put<SegRule>(`${path}/${created.body.id}`, {
      name: 'English sentences',
      locale: 'en_gb',
      rules: sentenceRules.slice(1),
    });
    expect(updated.body).toMatchObject({ locale: 'en_gb', rules: sentenceRules.slice(1) });
    for (const rule of [created.body, second.body, german.body]) {
      expect((await admin.delete(`${path}/${rule.id}`)).status).toBe(200);
    }
    expect((await admin.get(path)).body).toEqual([]);
  });

  it('refuses a rule that is not a regular expression, naming the rule', async () => {
    const bad = await admin.post<ErrorReply>(path, {
      name: 'Broken',
      locale: 'en',
      rules: [sentenceRules[1], { break: true, before: '[.', after: '\\s' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'rules.1', message: expect.stringContaining('[.') }]);
    const shape = await admin.post<ErrorReply>(path, { name: '', locale: '', rules: [{}] });
    expect(shape.body.errors?.map((error) => error.field)).toEqual([
      'name',
      'locale',
      'rules.0.break',
      'rules.0.before',
      'rules.0.after',
    ]);
    expect((await admin.get(path)).body).toEqual([]);
  });

  it('pages the lookup by 50 until an empty page', async () => {
    const organizationId = await demoOrganizationId(server);
    const now = new Date().toISOString();
    await server.ctx.db.kysely
      .insertInto('seg_rules')
      .values(
        Array.from({ length: 52 }, (_, index) => ({
          organization_id: organizationId,
          name: `Rule ${String(index).padStart(2, '0')}`,
          locale: 'en',
          rules: '[]',
          is_default: 0,
          created_at: now,
        })),
      )
      .execute();
    const page = (n: number) => pm.get<SegRule[]>(`/web/api/v9/segRule/list?page=${n}`);
    const first = await page(0);
    expect(first.body.length).toBe(50);
    expect(first.body[0]?.name).toBe('Rule 00');
    expect(first.body[49]?.name).toBe('Rule 49');
    expect((await page(1)).body.map((rule) => rule.name)).toEqual(['Rule 50', 'Rule 51']);
    expect((await page(2)).body).toEqual([]);
    expect((await pm.get<SegRule[]>('/web/api/v9/segRule/list')).body).toEqual(first.body);
    const bad = await pm.get<ErrorReply>('/web/api/v9/segRule/list?page=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'page', message: setupMessages.pageWhole }]);
    await server.ctx.db.kysely
      .deleteFrom('seg_rules')
      .where('organization_id', '=', organizationId)
      .execute();
  });

  it('is for administrators only', async () => {
    expect((await pm.get(path)).status).toBe(403);
    expect((await pm.post(path, { name: 'PM rules', locale: 'en' })).status).toBe(403);
  });
});

const srx = `<?xml version="1.0" encoding="UTF-8"?>
<srx xmlns="http://www.lisa.org/srx20" version="2.0">
  <header segmentsubflows="yes" cascade="yes"/>
  <body>
    <languagerules>
      <languagerule languagerulename="English">
        <rule break="no"><beforebreak>\\bMr\\.</beforebreak><afterbreak>\\s</afterbreak></rule>
      </languagerule>
      <languagerule languagerulename="Default">
        <rule break="yes"><beforebreak>[.?!]</beforebreak><afterbreak>\\s</afterbreak></rule>
      </languagerule>
    </languagerules>
    <maprules>
      <languagemap languagepattern="EN.*" languagerulename="English"/>
      <languagemap languagepattern=".*" languagerulename="Default"/>
    </maprules>
  </body>
</srx>`;

function srxForm(fields: Record<string, string>, file?: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file !== undefined)
    form.append('file', new Blob([file], { type: 'application/xml' }), 'x.srx');
  return form;
}

describe('SRX import', () => {
  const path = '/api/setup/segRules/importSrx';

  it('creates a rule set from the rules the SRX maps to the locale', async () => {
    const imported = await admin.post<SegRule>(
      path,
      srxForm({ name: 'From SRX', locale: 'en_us' }, srx),
    );
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({
      id: expect.any(Number),
      name: 'From SRX',
      locale: 'en_us',
      rules: sentenceRules,
      isDefault: false,
    });
    const german = await admin.post<SegRule>(
      path,
      srxForm({ name: 'German SRX', locale: 'de' }, srx),
    );
    expect(german.body.rules).toEqual(sentenceRules.slice(1));
    const duplicate = await admin.post<ErrorReply>(
      path,
      srxForm({ name: 'From SRX', locale: 'en' }, srx),
    );
    expect(duplicate.status).toBe(409);
  });

  it('refuses a missing file, missing fields, entities and files without rules for the locale', async () => {
    const noFile = await admin.post<ErrorReply>(path, srxForm({ name: 'No file', locale: 'en' }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual([{ field: 'file', message: setupMessages.srxFileRequired }]);

    const noFields = await admin.post<ErrorReply>(path, srxForm({}, srx));
    expect(noFields.status).toBe(400);
    expect(noFields.body.errors?.map((error) => error.field)).toEqual(['name', 'locale']);

    const json = await admin.post<ErrorReply>(path, { name: 'JSON', locale: 'en' });
    expect(json.status).toBe(400);

    const entities = `<?xml version="1.0"?><!DOCTYPE srx [<!ENTITY boom "boom">]><srx><body/></srx>`;
    const hostile = await admin.post<ErrorReply>(
      path,
      srxForm({ name: 'Hostile', locale: 'en' }, entities),
    );
    expect(hostile.status).toBe(400);
    expect(hostile.body.errors).toEqual([
      { field: 'file', message: 'The SRX file declares entities, which is not allowed.' },
    ]);

    const notXml = await admin.post<ErrorReply>(
      path,
      srxForm({ name: 'Text', locale: 'en' }, 'hello'),
    );
    expect(notXml.status).toBe(400);
    expect(notXml.body.errors?.[0]?.field).toBe('file');

    const noMap = srx.replace('languagepattern=".*"', 'languagepattern="FR.*"');
    const noRules = await admin.post<ErrorReply>(
      path,
      srxForm({ name: 'None', locale: 'de' }, noMap),
    );
    expect(noRules.status).toBe(400);
    expect(noRules.body.errors).toEqual([
      { field: 'file', message: format(setupMessages.srxNoRulesForLocale, { locale: 'de' }) },
    ]);
    const names = (await admin.get<SegRule[]>('/api/setup/segRules')).body.map((rule) => rule.name);
    expect(names).not.toContain('Hostile');
    expect(names).not.toContain('None');
  });

  it('refuses a file above 5 MB with 413', async () => {
    const huge = srx.replace('<body>', `<body>${' '.repeat(SRX_MAX_BYTES)}`);
    const refused = await admin.post<ErrorReply>(
      path,
      srxForm({ name: 'Huge', locale: 'en' }, huge),
    );
    expect(refused.status).toBe(413);
    expect(refused.body.errors).toEqual([{ field: 'file', message: setupMessages.srxTooLarge }]);
  });

  it('is for administrators only', async () => {
    const refused = await pm.post(path, srxForm({ name: 'PM SRX', locale: 'en' }, srx));
    expect(refused.status).toBe(403);
  });
});
