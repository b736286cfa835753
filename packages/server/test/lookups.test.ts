import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFilters } from '@tessera/filters';
import {
  languageCatalogue,
  setupMessages,
  type Language,
  type LanguageSetting,
  type ShellConfig,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { userId, type ErrorReply } from './tenants.js';

let server: TestServer;
let linguist: ApiClient;
let admin: ApiClient;
let pm: ApiClient;
beforeAll(async () => {
  server = await startServer({ legacyOrigin: 'https://legacy.tessera.example' });
  [linguist, admin, pm] = await Promise.all([
    server.as('linguist'),
    server.as('admin'),
    server.as('pm'),
  ]);
});
afterAll(() => server.close());

const demoLanguages = [
  ['ar', 'Arabic'],
  ['zh_cn', 'Chinese (Simplified)'],
  ['cs', 'Czech'],
  ['nl', 'Dutch'],
  ['en', 'English'],
  ['en_gb', 'English (United Kingdom)'],
  ['en_us', 'English (USA)'],
  ['fr', 'French'],
  ['fr_fr', 'French (France)'],
  ['de', 'German'],
  ['de_de', 'German (Germany)'],
  ['he', 'Hebrew'],
  ['it', 'Italian'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['pl', 'Polish'],
  ['pt_br', 'Portuguese (Brazil)'],
  ['es', 'Spanish'],
];

describe('lookups of the Demo organization', () => {
  it('answers the seeded records in each lookup, to any role', async () => {
    const mt = await linguist.get('/web/api/v9/machineTranslateSettings/list');
    expect(mt.body).toEqual([
      {
        id: expect.any(Number),
        name: 'DeepL API',
        type: 'DEEPL',
        baseUrl: '',
        hasApiKey: false,
        isDefault: true,
      },
    ]);
    const vendors = await linguist.get('/web/api/v9/vendor/list');
    expect(vendors.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Lingua Partners',
        buyerUserId: await userId(server, 'linguist2'),
      },
    ]);
    const templates = await linguist.get('/web/api/v9/emailTemplate/list?type=JobAssigned');
    expect(templates.body).toEqual([
      {
        id: expect.any(Number),
        name: 'New Work assigned',
        type: 'JobAssigned',
        subject: 'New work assigned: {project.name}',
        body: 'Hello {user.firstName},\n\nnew work is waiting for you in project {project.name}:\n{jobs}\n\nThank you.',
        ccAddress: '',
        bccAddress: '',
      },
    ]);
    expect((await linguist.get('/web/api/v9/segRule/list?page=0')).body).toEqual([]);
    const steps = await linguist.get('/web/api/v9/workflowStep/list');
    expect(steps.body).toEqual([
      { id: expect.any(Number), name: 'Translation', level: 1, ord: 1, type: 'TRANSLATION' },
      { id: expect.any(Number), name: 'Revision', level: 2, ord: 2, type: 'REVISION' },
      { id: expect.any(Number), name: 'Scoring', level: 3, ord: 3, type: 'SCORING' },
    ]);
  });

  it('lists the active languages sorted by name', async () => {
    const active = await linguist.get<Language[]>('/web/api/v9/language/listActiveLangs');
    expect(active.status).toBe(200);
    expect(active.body.map((language) => [language.code, language.name])).toEqual(demoLanguages);
  });

  it('lists the file formats of the filter registry and the encodings', async () => {
    const formats = await linguist.get('/web/api/v9/file/getSupportedFileFormats');
    expect(formats.body).toEqual(
      fileFilters.map((filter) => ({
        title: filter.title,
        backendFormat: filter.format,
        value: filter.format,
        extensions: filter.extensions,
      })),
    );
    const encodings = await linguist.get<string[]>('/web/api/v9/file/getSupportedFileEncodings');
    expect(encodings.body.slice(0, 2)).toEqual(['Auto-detect', 'UTF-8']);
    expect(encodings.body).toEqual(expect.arrayContaining(['windows-1252', 'Shift_JIS']));
    expect(new Set(encodings.body).size).toBe(encodings.body.length);
  });

  it('answers the shell configuration', async () => {
    const config = await linguist.get<ShellConfig>('/api/shellConfig');
    expect(config.body).toEqual({
      legacyOrigin: 'https://legacy.tessera.example',
      internalEmailDomains: ['tessera.example'],
      healthEnvironments: ['beta2'],
      environment: 'local',
    });
  });

  it('answers 401 to every lookup without a session', async () => {
    const anonymous = server.anonymous();
    for (const path of [
      '/web/api/v9/machineTranslateSettings/list',
      '/web/api/v9/language/listActiveLangs',
      '/web/api/v9/vendor/list',
      '/web/api/v9/workflowStep/list',
      '/web/api/v9/emailTemplate/list',
      '/web/api/v9/segRule/list',
      '/web/api/v9/file/getSupportedFileFormats',
      '/web/api/v9/file/getSupportedFileEncodings',
      '/api/shellConfig',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
  });
});

describe('language setup', () => {
  it('lists the whole catalogue by name with the active flags', async () => {
    const listed = await admin.get<LanguageSetting[]>('/api/setup/languages');
    expect(listed.body.length).toBe(languageCatalogue.length);
    expect(listed.body[0]).toEqual({ code: 'af', name: 'Afrikaans', active: false });
    expect(
      listed.body.filter((language) => language.active).map((language) => language.code),
    ).toEqual(demoLanguages.map(([code]) => code));
    const sortedNames = listed.body.map((language) => language.name);
    expect(sortedNames).toEqual([...sortedNames].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('sets the active languages', async () => {
    const saved = await admin.put<LanguageSetting[]>('/api/setup/languages', {
      codes: ['de', 'en', 'de', 'ja'],
    });
    expect(saved.status).toBe(200);
    expect(
      saved.body.filter((language) => language.active).map((language) => language.code),
    ).toEqual(['en', 'de', 'ja']);
    const active = await linguist.get<Language[]>('/web/api/v9/language/listActiveLangs');
    expect(active.body).toEqual([
      { code: 'en', name: 'English' },
      { code: 'de', name: 'German' },
      { code: 'ja', name: 'Japanese' },
    ]);
  });

  it('refuses unknown codes and an empty list, changing nothing', async () => {
    const unknown = await admin.put<ErrorReply>('/api/setup/languages', { codes: ['en', 'xx'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { field: 'codes.1', message: setupMessages.unknownLanguage },
    ]);
    const empty = await admin.put<ErrorReply>('/api/setup/languages', { codes: [] });
    expect(empty.body.errors).toEqual([{ field: 'codes', message: setupMessages.noLanguages }]);
    const active = await linguist.get<Language[]>('/web/api/v9/language/listActiveLangs');
    expect(active.body.map((language) => language.code)).toEqual(['en', 'de', 'ja']);
  });

  it('is for administrators only', async () => {
    expect((await pm.get('/api/setup/languages')).status).toBe(403);
    expect((await pm.put('/api/setup/languages', { codes: ['en'] })).status).toBe(403);
    expect((await server.anonymous().get('/api/setup/languages')).status).toBe(401);
  });
});
