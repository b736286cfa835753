import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetStoreMessages,
  format,
  serverMessages,
  type TmUnitPage,
  type TranslationMemory,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';
import { fieldsOf, fixture, imported, upload } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;
let admin: ApiClient;
let linguist: ApiClient;
let rivalPm: ApiClient;

const memory = { name: 'Website', sourceLang: 'en_us', targetLangs: ['de_de', 'fr_fr'] };
const create = (client: ApiClient, body: object) =>
  client.post<{ id: number }>('/api/transMemory', body);

async function lookupId(table: 'clients' | 'subjects', name: string): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom(table)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startServer();
  [pm, admin, linguist] = await Promise.all([
    server.as('pm'),
    server.as('admin'),
    server.as('linguist'),
  ]);
  const rival = await createTenant(server, 'Rival');
  rivalPm = await rival.as('pm');
});
afterAll(() => server.close());

describe('translation memory records', () => {
  it('creates a memory and answers it with its client, subject and empty counts', async () => {
    const clientId = await lookupId('clients', 'Acme Corporation');
    const subjectId = await lookupId('subjects', 'Legal');
    const created = await create(pm, { ...memory, name: 'Legal', clientId, subjectId });
    expect(created.status).toBe(201);
    const reply = await pm.get<TranslationMemory>(`/api/transMemory?id=${created.body.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: created.body.id,
      name: 'Legal',
      sourceLang: 'en_us',
      targetLangs: ['de_de', 'fr_fr'],
      client: { id: clientId, name: 'Acme Corporation' },
      subject: { id: subjectId, name: 'Legal' },
      isPublic: false,
      createdBy: { userName: 'pm', organizationName: 'Demo' },
      unitCounts: { de_de: 0, fr_fr: 0 },
    });
  });

  it('names each bad field of a create body', async () => {
    const empty = await create(pm, {});
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: assetStoreMessages.nameRequired },
        { field: 'sourceLang', message: assetStoreMessages.sourceLangRequired },
        { field: 'targetLangs', message: assetStoreMessages.targetLangsRequired },
      ]),
    );
    const bad = await create(pm, {
      name: 'x'.repeat(256),
      sourceLang: 'xx',
      targetLangs: [],
      clientId: 1.5,
    });
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: assetStoreMessages.nameTooLong },
        { field: 'sourceLang', message: assetStoreMessages.unknownLanguage },
        { field: 'targetLangs', message: assetStoreMessages.targetLangsRequired },
        { field: 'clientId', message: assetStoreMessages.idWhole },
      ]),
    );
    const same = await create(pm, { name: 'Same', sourceLang: 'en', targetLangs: ['de', 'en'] });
    expect(fieldsOf(same.body)).toEqual([
      { field: 'targetLangs', message: assetStoreMessages.targetIsSource },
    ]);
    const unknownTarget = await create(pm, { ...memory, name: 'U', targetLangs: ['de', 'qq'] });
    expect(fieldsOf(unknownTarget.body)).toEqual([
      { field: 'targetLangs.1', message: assetStoreMessages.unknownLanguage },
    ]);
  });

  it('refuses a taken name and a client or subject of another organization', async () => {
    await create(pm, { ...memory, name: 'Taken' });
    const taken = await create(admin, { ...memory, name: 'Taken' });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual([{ field: 'name', message: serverMessages.nameTaken }]);
    const foreignClient = await create(rivalPm, {
      ...memory,
      name: 'Foreign',
      clientId: await lookupId('clients', 'Acme Corporation'),
    });
    expect(fieldsOf(foreignClient.body)).toEqual([
      { field: 'clientId', message: assetStoreMessages.unknownClient },
    ]);
    const foreignSubject = await create(rivalPm, {
      ...memory,
      name: 'Foreign',
      subjectId: await lookupId('subjects', 'Legal'),
    });
    expect(fieldsOf(foreignSubject.body)).toEqual([
      { field: 'subjectId', message: assetStoreMessages.unknownSubject },
    ]);
  });

  it('lists by name, source and target language with unit counts per target', async () => {
    const { body } = await create(pm, {
      name: 'Counted memory',
      sourceLang: 'en_us',
      targetLangs: ['de_de', 'fr_fr', 'ja', 'it'],
    });
    const task = await imported(
      pm,
      `/api/transMemory/import?id=${body.id}`,
      'sample.tmx',
      fixture('tmx/sample.tmx'),
    );
    expect(task.status).toBe('OK');
    const list = await pm.get<TranslationMemory[]>('/api/transMemory/list?q=COUNTED');
    expect(list.body.map((tm) => tm.name)).toEqual(['Counted memory']);
    // The TMX's ja-JP goes into ja: only the language agrees.
    expect(list.body[0]?.unitCounts).toEqual({ de_de: 4, fr_fr: 1, ja: 1, it: 0 });
    const byTarget = await pm.get<TranslationMemory[]>('/api/transMemory/list?targetLang=it');
    expect(byTarget.body.map((tm) => tm.name)).toEqual(['Counted memory']);
    const bySource = await pm.get<TranslationMemory[]>('/api/transMemory/list?sourceLang=de');
    expect(bySource.body).toEqual([]);
    const wildcard = await pm.get<TranslationMemory[]>('/api/transMemory/list?q=%25');
    expect(wildcard.body).toEqual([]);
  });

  it('updates a memory, keeping the source language and target languages that hold units', async () => {
    const { body } = await create(pm, { ...memory, name: 'Editable' });
    const renamed = await pm.put<TranslationMemory>(`/api/transMemory?id=${body.id}`, {
      ...memory,
      name: 'Edited',
      targetLangs: ['de_de', 'fr_fr', 'it'],
      isPublic: true,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Edited', isPublic: true });
    expect(renamed.body.targetLangs).toEqual(['de_de', 'fr_fr', 'it']);
    await imported(pm, `/api/transMemory/import?id=${body.id}`, 's.tmx', fixture('tmx/sample.tmx'));
    const dropped = await pm.put(`/api/transMemory?id=${body.id}`, {
      ...memory,
      name: 'Edited',
      targetLangs: ['fr_fr'],
    });
    expect(dropped.status).toBe(409);
    expect((dropped.body as ErrorReply).errorDescription).toBe(
      format(assetStoreMessages.langHasContent, { lang: 'de_de', count: 4 }),
    );
    const source = await pm.put(`/api/transMemory?id=${body.id}`, {
      ...memory,
      name: 'Edited',
      sourceLang: 'en_gb',
    });
    expect(fieldsOf(source.body)).toEqual([
      { field: 'sourceLang', message: assetStoreMessages.sourceLangFixed },
    ]);
  });

  it('deletes a memory with its units', async () => {
    const { body } = await create(pm, { ...memory, name: 'Doomed' });
    await imported(pm, `/api/transMemory/import?id=${body.id}`, 's.tmx', fixture('tmx/sample.tmx'));
    const deleted = await pm.delete(`/api/transMemory?id=${body.id}`);
    expect(deleted.status).toBe(204);
    expect((await pm.get(`/api/transMemory?id=${body.id}`)).status).toBe(404);
    const units = await server.ctx.db.kysely
      .selectFrom('tm_units')
      .select('id')
      .where('tm_id', '=', body.id)
      .execute();
    expect(units).toEqual([]);
  });

  it('answers 400 for a missing or malformed id', async () => {
    const missing = await pm.get('/api/transMemory');
    expect(fieldsOf(missing.body)).toEqual([
      { field: 'id', message: 'Invalid input: expected number, received NaN' },
    ]);
    const negative = await pm.get('/api/transMemory?id=-3');
    expect(fieldsOf(negative.body)).toEqual([{ field: 'id', message: assetStoreMessages.idWhole }]);
  });
});

describe('who may do what', () => {
  it('lets a linguist read memories and units but change and export nothing', async () => {
    const { body } = await create(pm, { ...memory, name: 'Read only for linguists' });
    expect((await linguist.get(`/api/transMemory?id=${body.id}`)).status).toBe(200);
    expect((await linguist.get('/api/transMemory/list')).status).toBe(200);
    expect((await linguist.get(`/api/transMemory/units?id=${body.id}`)).status).toBe(200);
    const refused = [
      await create(linguist, { ...memory, name: 'Linguist memory' }),
      await linguist.put(`/api/transMemory?id=${body.id}`, memory),
      await linguist.delete(`/api/transMemory?id=${body.id}`),
      await upload(linguist, `/api/transMemory/import?id=${body.id}`, 'a.tmx', 'x'),
      await linguist.get(`/api/transMemory/export?id=${body.id}`),
      await linguist.put(`/api/transMemory/unit?id=${body.id}&unitId=1`, {
        source: 'a',
        target: 'b',
      }),
      await linguist.delete(`/api/transMemory/unit?id=${body.id}&unitId=1`),
    ];
    expect(refused.map((reply) => reply.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });

  it("hides another organization's private memory as if missing", async () => {
    const { body } = await create(rivalPm, { ...memory, name: 'Rival private' });
    const answers = [
      await pm.get(`/api/transMemory?id=${body.id}`),
      await pm.get(`/api/transMemory/units?id=${body.id}`),
      await pm.get(`/api/transMemory/export?id=${body.id}`),
      await pm.put(`/api/transMemory?id=${body.id}`, memory),
      await pm.delete(`/api/transMemory?id=${body.id}`),
      await upload(pm, `/api/transMemory/import?id=${body.id}`, 'a.tmx', 'x'),
    ];
    expect(answers.map((reply) => reply.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const list = await pm.get<TranslationMemory[]>('/api/transMemory/list');
    expect(list.body.map((tm) => tm.name)).not.toContain('Rival private');
  });

  it("reads another organization's public memory but never writes to it", async () => {
    const { body } = await create(rivalPm, { ...memory, name: 'Rival public', isPublic: true });
    const task = await imported(
      rivalPm,
      `/api/transMemory/import?id=${body.id}`,
      'sample.tmx',
      fixture('tmx/sample.tmx'),
    );
    expect(task.status).toBe('OK');
    const list = await pm.get<TranslationMemory[]>('/api/transMemory/list');
    const listed = list.body.find((tm) => tm.id === body.id);
    expect(listed?.createdBy.organizationName).toBe('Rival');
    expect(listed?.isPublic).toBe(true);
    expect((await pm.get(`/api/transMemory?id=${body.id}`)).status).toBe(200);
    const units = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${body.id}`);
    expect(units.body.paging.total).toBe(5);
    const exported = await pm.get(`/api/transMemory/export?id=${body.id}`);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('Klicken Sie auf');
    const unitId = units.body.units[0]?.id ?? 0;
    const writes = [
      await pm.put(`/api/transMemory?id=${body.id}`, { ...memory, name: 'Hijacked' }),
      await pm.delete(`/api/transMemory?id=${body.id}`),
      await upload(pm, `/api/transMemory/import?id=${body.id}`, 'a.tmx', 'x'),
      await pm.put(`/api/transMemory/unit?id=${body.id}&unitId=${unitId}`, {
        source: 'a',
        target: 'b',
      }),
      await pm.delete(`/api/transMemory/unit?id=${body.id}&unitId=${unitId}`),
    ];
    expect(writes.map((reply) => reply.status)).toEqual([403, 403, 403, 403, 403]);
    expect((writes[0]?.body as ErrorReply).errorDescription).toBe(
      format(assetStoreMessages.publicReadOnly, { kind: 'translation memory' }),
    );
    const after = await rivalPm.get<TmUnitPage>(`/api/transMemory/units?id=${body.id}`);
    expect(after.body.paging.total).toBe(5);
  });
});
