import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetStoreMessages,
  format,
  serverMessages,
  termBaseMessages,
  type Concept,
  type ConceptPage,
  type TermBase,
} from '@tessera/contracts';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { createTenant, type ErrorReply } from './tenants.js';
import { fieldsOf, upload } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;
let linguist: ApiClient;
let rivalPm: ApiClient;

const termBase = { name: 'Product terms', langs: ['en', 'de', 'fr'] };
const create = (client: ApiClient, body: object) =>
  client.post<{ id: number }>('/api/termBase', body);

const dialog = {
  definition: 'A small window that asks the user something.',
  note: 'UI term',
  domain: 'Software',
  terms: [
    { lang: 'en', text: 'dialog box', status: 'APPROVED', usage: 'Close the dialog box.' },
    { lang: 'en', text: 'dialogue', status: 'FORBIDDEN', note: 'British spelling' },
    { lang: 'de', text: 'Dialogfeld', status: 'NOT_APPROVED' },
  ],
};

beforeAll(async () => {
  server = await startServer();
  [pm, linguist] = await Promise.all([server.as('pm'), server.as('linguist')]);
  rivalPm = await (await createTenant(server, 'Rival')).as('pm');
});
afterAll(() => server.close());

describe('term base records', () => {
  it('creates, reads, lists, updates and deletes a term base', async () => {
    const created = await create(pm, termBase);
    expect(created.status).toBe(201);
    const { id } = created.body;
    const reply = await pm.get<TermBase>(`/api/termBase?id=${id}`);
    expect(reply.body).toMatchObject({
      name: 'Product terms',
      langs: ['en', 'de', 'fr'],
      client: null,
      isPublic: false,
      createdBy: { userName: 'pm', organizationName: 'Demo' },
      conceptCount: 0,
      termCounts: { en: 0, de: 0, fr: 0 },
    });
    const list = await pm.get<TermBase[]>('/api/termBase/list?q=product&lang=fr');
    expect(list.body.map((tb) => tb.id)).toEqual([id]);
    expect((await pm.get<TermBase[]>('/api/termBase/list?lang=ja')).body).toEqual([]);
    const updated = await pm.put<TermBase>(`/api/termBase?id=${id}`, {
      ...termBase,
      name: 'Renamed terms',
      langs: ['en', 'de', 'fr', 'fr'],
      isPublic: true,
    });
    expect(updated.body).toMatchObject({ name: 'Renamed terms', isPublic: true });
    expect(updated.body.langs).toEqual(['en', 'de', 'fr']);
    expect((await pm.delete(`/api/termBase?id=${id}`)).status).toBe(204);
    expect((await pm.get(`/api/termBase?id=${id}`)).status).toBe(404);
  });

  it('names each bad field and refuses a taken name', async () => {
    const empty = await create(pm, {});
    expect(fieldsOf(empty.body)).toEqual([
      { field: 'name', message: assetStoreMessages.nameRequired },
      { field: 'langs', message: assetStoreMessages.langsRequired },
    ]);
    const bad = await create(pm, { name: ' ', langs: ['en', 'klingon'], isPublic: 'yes' });
    expect(fieldsOf(bad.body)).toEqual([
      { field: 'name', message: assetStoreMessages.nameRequired },
      { field: 'langs.1', message: assetStoreMessages.unknownLanguage },
      { field: 'isPublic', message: 'Invalid input: expected boolean, received string' },
    ]);
    await create(pm, { ...termBase, name: 'Taken terms' });
    const taken = await create(pm, { ...termBase, name: 'Taken terms' });
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken.body)).toEqual([{ field: 'name', message: serverMessages.nameTaken }]);
  });
});

describe('concepts', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(pm, { ...termBase, name: 'Concepts' })).body.id;
  });

  it('adds a concept with its terms, definition, note and status per term', async () => {
    const reply = await pm.post<Concept>(`/api/termBase/concept?id=${id}`, dialog);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      definition: dialog.definition,
      note: 'UI term',
      domain: 'Software',
      createdBy: 'pm',
    });
    expect(
      reply.body.terms.map(({ lang, text, status, note, usage }) => ({
        lang,
        text,
        status,
        note,
        usage,
      })),
    ).toEqual([
      {
        lang: 'en',
        text: 'dialog box',
        status: 'APPROVED',
        note: '',
        usage: 'Close the dialog box.',
      },
      { lang: 'en', text: 'dialogue', status: 'FORBIDDEN', note: 'British spelling', usage: '' },
      { lang: 'de', text: 'Dialogfeld', status: 'NOT_APPROVED', note: '', usage: '' },
    ]);
    const counted = await pm.get<TermBase>(`/api/termBase?id=${id}`);
    expect(counted.body).toMatchObject({ conceptCount: 1, termCounts: { en: 2, de: 1, fr: 0 } });
  });

  it('names bad concepts: no term, a language not of the term base, a term twice', async () => {
    const none = await pm.post(`/api/termBase/concept?id=${id}`, { terms: [] });
    expect(fieldsOf(none.body)).toEqual([
      { field: 'terms', message: termBaseMessages.termRequired },
    ]);
    const blank = await pm.post(`/api/termBase/concept?id=${id}`, {
      terms: [{ lang: 'en', text: '  ', status: 'MAYBE' }],
    });
    expect(fieldsOf(blank.body)).toEqual([
      { field: 'terms.0.text', message: termBaseMessages.termTextRequired },
      {
        field: 'terms.0.status',
        message: 'Invalid option: expected one of "APPROVED"|"NOT_APPROVED"|"FORBIDDEN"',
      },
    ]);
    const foreign = await pm.post(`/api/termBase/concept?id=${id}`, {
      terms: [{ lang: 'ja', text: 'ダイアログ' }],
    });
    expect(fieldsOf(foreign.body)).toEqual([
      {
        field: 'terms.0.lang',
        message: format(termBaseMessages.langNotInTermBase, { lang: 'ja' }),
      },
    ]);
    const twice = await pm.post(`/api/termBase/concept?id=${id}`, {
      terms: [
        { lang: 'en', text: 'Save' },
        { lang: 'en', text: 'save' },
      ],
    });
    expect(fieldsOf(twice.body)).toEqual([
      {
        field: 'terms.1.text',
        message: format(termBaseMessages.termTwice, { text: 'save', lang: 'en' }),
      },
    ]);
  });

  it('edits a concept: keeps terms sent with their id, adds new ones, drops missing ones', async () => {
    // A second concept of its own: the same terms again would be a duplicate.
    const added = await pm.post<Concept>(`/api/termBase/concept?id=${id}`, {
      ...dialog,
      terms: [...dialog.terms, { lang: 'fr', text: 'dialogue' }],
    });
    const [box, , feld] = added.body.terms;
    const edited = await pm.put<Concept>(
      `/api/termBase/concept?id=${id}&conceptId=${added.body.id}`,
      {
        definition: 'A window.',
        terms: [
          { id: box?.id, lang: 'en', text: 'dialog box', status: 'APPROVED' },
          { id: feld?.id, lang: 'de', text: 'Dialogfeld', status: 'APPROVED' },
          { lang: 'fr', text: 'boîte de dialogue' },
        ],
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ definition: 'A window.', note: '', domain: '' });
    expect(
      edited.body.terms.map((t) => [t.id === box?.id || t.id === feld?.id, t.lang, t.status]),
    ).toEqual([
      [true, 'en', 'APPROVED'],
      [true, 'de', 'APPROVED'],
      [false, 'fr', 'APPROVED'],
    ]);
    const stranger = await pm.put(`/api/termBase/concept?id=${id}&conceptId=${added.body.id}`, {
      terms: [{ id: 999999, lang: 'en', text: 'x' }],
    });
    expect(fieldsOf(stranger.body)).toEqual([
      { field: 'terms.0.id', message: format(termBaseMessages.unknownTerm, { termId: 999999 }) },
    ]);
  });

  it('lists concepts with their terms by term text and language, and deletes one', async () => {
    const found = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}&q=DIALOGFELD`);
    expect(found.body.paging.total).toBe(2);
    expect(found.body.concepts[0]?.terms.length).toBeGreaterThan(0);
    const french = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}&q=dialog&lang=fr`);
    expect(french.body.paging.total).toBe(1);
    const target = french.body.concepts[0]?.id;
    expect((await pm.delete(`/api/termBase/concept?id=${id}&conceptId=${target}`)).status).toBe(
      204,
    );
    expect((await pm.delete(`/api/termBase/concept?id=${id}&conceptId=${target}`)).status).toBe(
      404,
    );
    const left = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}&pageSize=1`);
    expect(left.body.paging).toEqual({ page: 0, pageSize: 1, pages: 1, total: 1 });
  });

  it('keeps a language that still has terms', async () => {
    const dropped = await pm.put(`/api/termBase?id=${id}`, {
      ...termBase,
      name: 'Concepts',
      langs: ['en', 'fr'],
    });
    expect(dropped.status).toBe(409);
    expect((dropped.body as ErrorReply).errorDescription).toBe(
      format(assetStoreMessages.langHasContent, { lang: 'de', count: 1 }),
    );
  });
});

describe('who may do what', () => {
  it('lets a linguist read term bases and terms but change and export nothing', async () => {
    const { id } = (await create(pm, { ...termBase, name: 'Linguist reads' })).body;
    const added = await pm.post<Concept>(`/api/termBase/concept?id=${id}`, dialog);
    expect((await linguist.get(`/api/termBase?id=${id}`)).status).toBe(200);
    expect((await linguist.get(`/api/termBase/terms?id=${id}`)).status).toBe(200);
    const refused = [
      await create(linguist, { ...termBase, name: 'Linguist terms' }),
      await linguist.put(`/api/termBase?id=${id}`, termBase),
      await linguist.delete(`/api/termBase?id=${id}`),
      await upload(linguist, `/api/termBase/import?id=${id}`, 'a.csv', 'en\nx'),
      await linguist.get(`/api/termBase/export?id=${id}`),
      await linguist.post(`/api/termBase/concept?id=${id}`, dialog),
      await linguist.put(`/api/termBase/concept?id=${id}&conceptId=${added.body.id}`, dialog),
      await linguist.delete(`/api/termBase/concept?id=${id}&conceptId=${added.body.id}`),
    ];
    expect(refused.map((reply) => reply.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
  });

  it("hides another organization's private term base and keeps its public one read only", async () => {
    const hidden = (await create(rivalPm, { ...termBase, name: 'Rival private' })).body.id;
    expect((await pm.get(`/api/termBase?id=${hidden}`)).status).toBe(404);
    expect((await pm.get(`/api/termBase/terms?id=${hidden}`)).status).toBe(404);
    expect((await pm.post(`/api/termBase/concept?id=${hidden}`, dialog)).status).toBe(404);

    const shared = (await create(rivalPm, { ...termBase, name: 'Rival public', isPublic: true }))
      .body.id;
    const concept = await rivalPm.post<Concept>(`/api/termBase/concept?id=${shared}`, dialog);
    const list = await pm.get<TermBase[]>('/api/termBase/list');
    expect(
      list.body.filter((tb) => tb.createdBy.organizationName === 'Rival').map((tb) => tb.name),
    ).toEqual(['Rival public']);
    expect((await pm.get<ConceptPage>(`/api/termBase/terms?id=${shared}`)).body.paging.total).toBe(
      1,
    );
    expect((await pm.get(`/api/termBase/export?id=${shared}&format=tbx`)).status).toBe(200);
    const writes = [
      await pm.put(`/api/termBase?id=${shared}`, termBase),
      await pm.delete(`/api/termBase?id=${shared}`),
      await upload(pm, `/api/termBase/import?id=${shared}`, 'a.csv', 'en\nx'),
      await pm.post(`/api/termBase/concept?id=${shared}`, dialog),
      await pm.put(`/api/termBase/concept?id=${shared}&conceptId=${concept.body.id}`, dialog),
      await pm.delete(`/api/termBase/concept?id=${shared}&conceptId=${concept.body.id}`),
    ];
    expect(writes.map((reply) => reply.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((writes[0]?.body as ErrorReply).errorDescription).toBe(
      format(assetStoreMessages.publicReadOnly, { kind: 'term base' }),
    );
  });
});
