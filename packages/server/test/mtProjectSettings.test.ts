import { mtMessages, type MachineTranslateSettings } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineTranslate, MtError, projectMtSettings } from '../src/modules/mt/index.js';
import { retireOfflineEngine } from '../src/seed/demo.js';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { fakeEngine, type FakeEngine } from './mtFakeEngine.js';
import { createTenant, demoOrganizationId } from './tenants.js';

const engines = '/api/setup/machineTranslateSettings';
let server: TestServer;
let admin: ApiClient;
let pm: ApiClient;
let deepl: FakeEngine;
let deeplId = 0;
let libreId = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await server.as('admin');
  pm = await server.as('pm');
  deepl = await fakeEngine((request) => ({
    body: {
      translations: (request.body as { text: string[] }).text.map((text) => ({
        text: `DE:${text}`,
      })),
    },
  }));
  const create = async (body: object) =>
    (await admin.post<MachineTranslateSettings>(engines, body)).body.id;
  deeplId = await create({
    name: 'DeepL Pro',
    type: 'DEEPL',
    baseUrl: deepl.url,
    apiKey: 'pro-key',
  });
  libreId = await create({ name: 'Libre', type: 'LIBRETRANSLATE', baseUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await deepl.close();
  await server.close();
});

async function projectId(uid: string): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom('projects')
    .select('id')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("a project's machine translation settings", () => {
  it("takes the locale's own engine, none where the locale says none, else the project's", async () => {
    const project = await createProject(pm, 'MT per locale', ['de', 'fr', 'ja'], {
      machineTranslateSettingsId: deeplId,
      perLocaleMachineTranslation: true,
      perLocaleMachineTranslateSettingsIds: { de: libreId, fr: null },
    });
    const id = await projectId(project.uid);
    const db = server.ctx.db.kysely;
    expect(await projectMtSettings(db, id, 'de')).toEqual({
      id: libreId,
      name: 'Libre',
      type: 'LIBRETRANSLATE',
      baseUrl: 'http://127.0.0.1:9',
      apiKey: '',
    });
    expect(await projectMtSettings(db, id, 'fr')).toBeNull();
    const japanese = await projectMtSettings(db, id, 'ja');
    expect(japanese).toMatchObject({ id: deeplId, name: 'DeepL Pro', apiKey: 'pro-key' });
  });

  it("uses the project's engine for every locale when per-locale engines are off", async () => {
    const project = await createProject(pm, 'MT one engine', ['de'], {
      machineTranslateSettingsId: deeplId,
      perLocaleMachineTranslation: false,
      perLocaleMachineTranslateSettingsIds: { de: libreId },
    });
    const settings = await projectMtSettings(
      server.ctx.db.kysely,
      await projectId(project.uid),
      'de',
    );
    expect(settings).toMatchObject({ id: deeplId, type: 'DEEPL' });
    // The key stays on the server: it reaches only the engine.
    expect(await machineTranslate(settings!, ['Save {1}all{/1}'], 'en', 'de')).toEqual([
      'DE:Save {1}all{/1}',
    ]);
    expect(deepl.received.at(-1)?.headers.authorization).toBe('DeepL-Auth-Key pro-key');
    const without = await createProject(pm, 'MT none', ['de'], {
      machineTranslateSettingsId: null,
    });
    expect(
      await projectMtSettings(server.ctx.db.kysely, await projectId(without.uid), 'de'),
    ).toBeNull();
  });

  it('seeds a real engine that refuses until an admin adds its key', async () => {
    const list = await admin.get<MachineTranslateSettings[]>(engines);
    const seeded = list.body.find((settings) => settings.name === 'DeepL API');
    expect(seeded).toMatchObject({ type: 'DEEPL', hasApiKey: false });
    const project = await createProject(pm, 'MT seeded', ['de'], {
      machineTranslateSettingsId: seeded?.id,
    });
    const settings = await projectMtSettings(
      server.ctx.db.kysely,
      await projectId(project.uid),
      'de',
    );
    const error = await machineTranslate(settings!, ['Hello'], 'en', 'de').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MtError);
    expect((error as MtError).message).toBe(mtMessages.noApiKey('DeepL API'));
  });
});

describe('settings of the former offline engine', () => {
  it('become DeepL settings without a key at start-up, renamed where the name is free', async () => {
    const tenant = await createTenant(server, 'OldMt');
    const db = server.ctx.db.kysely;
    const now = server.clock.now().toISOString();
    const offline = { type: 'OFFLINE', base_url: '', api_key: '', is_default: 1, created_at: now };
    await db
      .insertInto('mt_settings')
      .values([
        { ...offline, organization_id: tenant.organizationId, name: 'Offline demo engine' },
        {
          ...offline,
          organization_id: await demoOrganizationId(server),
          name: 'Offline demo engine',
          is_default: 0,
        },
      ])
      .execute();
    await retireOfflineEngine(server.ctx.db);
    const tenantAdmin = await tenant.as('admin');
    expect((await tenantAdmin.get<MachineTranslateSettings[]>(engines)).body).toEqual([
      {
        id: expect.any(Number),
        name: 'DeepL API',
        type: 'DEEPL',
        baseUrl: '',
        hasApiKey: false,
        isDefault: true,
      },
    ]);
    const demoList = (await admin.get<MachineTranslateSettings[]>(engines)).body;
    expect(demoList.find((settings) => settings.name === 'Offline demo engine')?.type).toBe(
      'DEEPL',
    );
  });
});
