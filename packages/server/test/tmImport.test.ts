import { Readable } from 'node:stream';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetStoreMessages, format, type TmUnit, type TmUnitPage } from '@tessera/contracts';
import { readTmx, type TmxUnit } from '@tessera/filters';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { collect, fieldsOf, finished, fixture, imported, upload } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;

async function newMemory(name: string, sourceLang = 'en_us', targetLangs = ['de_de', 'fr_fr']) {
  const reply = await pm.post<{ id: number }>('/api/transMemory', {
    name,
    sourceLang,
    targetLangs,
  });
  expect(reply.status).toBe(201);
  return reply.body.id;
}

const importInto = (id: number, fileName: string, content: Uint8Array | string) =>
  imported(pm, `/api/transMemory/import?id=${id}`, fileName, content);

async function unitCount(id: number): Promise<number> {
  const row = await server.ctx.db.kysely
    .selectFrom('tm_units')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tm_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// What a memory keeps of each (source, target) pair of a TMX: the round trip compares these.
function pairsOf(units: TmxUnit[], sourceLang: string, targetLangs: string[]) {
  const norm = (lang: string) => lang.toLowerCase().replace('-', '_');
  return units
    .flatMap((tu) => {
      const source = tu.variants.find((v) => norm(v.lang) === sourceLang);
      return tu.variants
        .filter((v) => v !== source && targetLangs.includes(norm(v.lang)))
        .map((target) => ({
          target: norm(target.lang),
          source: source?.text,
          text: target.text,
          context: [tu.contextPrev ?? '', tu.contextNext ?? '', tu.contextKey ?? ''],
          created: [tu.creationId, tu.creationDate],
          changed: [tu.changeId ?? tu.creationId, tu.changeDate ?? tu.creationDate],
        }));
    })
    .filter((pair) => pair.source !== undefined)
    .sort((a, b) => `${a.target}${a.source}`.localeCompare(`${b.target}${b.source}`));
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('TMX import and export', () => {
  it('imports a TMX as a background task, counting imported, skipped and duplicate units', async () => {
    const id = await newMemory('Imported');
    const first = await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
    expect(first).toMatchObject({ status: 'OK', progress: 100 });
    expect(first.result).toEqual({ imported: 5, skipped: 1, duplicates: 0 });
    const again = await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
    expect(again.result).toEqual({ imported: 0, skipped: 1, duplicates: 5 });
    expect(await unitCount(id)).toBe(5);
  });

  it('exports TMX 1.4b that reads back as the units imported', async () => {
    const id = await newMemory('Round trip');
    await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
    const reply = await pm.get(`/api/transMemory/export?id=${id}&format=tmx`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/x-tmx+xml');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="Round trip.tmx"; filename*=UTF-8''Round%20trip.tmx`,
    );
    expect(reply.text).toContain('<tmx version="1.4">');
    expect(reply.text).toContain('srclang="en-US"');
    expect(reply.text).toContain('<prop type="x-context-pre">Welcome.</prop>');
    const input = await collect(readTmx(Readable.from([fixture('tmx/sample.tmx')])));
    const output = await collect(readTmx(Readable.from([Buffer.from(reply.text)])));
    const langs = ['de_de', 'fr_fr'];
    expect(pairsOf(output, 'en_us', langs)).toEqual(pairsOf(input, 'en_us', langs));
    expect(pairsOf(output, 'en_us', langs)).toHaveLength(5);
  });

  it('matches TMX languages to the memory by language when the region differs', async () => {
    const id = await newMemory('Bare languages', 'en', ['de', 'ja']);
    const task = await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
    expect(task.result).toEqual({ imported: 5, skipped: 0, duplicates: 0 });
    const units = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${id}&lang=ja`);
    expect(units.body.units.map((u) => [u.sourceLang, u.targetLang, u.target])).toEqual([
      ['en', 'ja', '日本語だけ'],
    ]);
  });

  it('imports every TMX of a zip archive', async () => {
    const id = await newMemory('Zipped');
    const second = fixture('tmx/sample.tmx')
      .toString()
      .replaceAll('Click', 'Press')
      .replaceAll('Klicken', 'Drücken');
    const zip = zipSync({
      'one.tmx': fixture('tmx/sample.tmx'),
      'folder/two.TMX': new TextEncoder().encode(second),
      'readme.txt': new TextEncoder().encode('ignored'),
    });
    const task = await importInto(id, 'memories.zip', zip);
    expect(task.result).toEqual({ imported: 7, skipped: 2, duplicates: 3 });
    const empty = await importInto(id, 'empty.zip', zipSync({ 'a.txt': new Uint8Array(1) }));
    expect(empty).toMatchObject({ status: 'ERROR', error: 'The zip archive holds no .tmx file.' });
  });

  it.each([
    ['billion-laughs.tmx', 'The TMX document declares entities in its DOCTYPE (line 13)'],
    ['external-entity.tmx', 'The TMX document declares entities in its DOCTYPE (line 2)'],
    ['broken.tmx', 'The TMX document is not well-formed XML at line 6: unexpected close tag.'],
    ['not-tmx.xml', 'The file is not a TMX document: its root element is <html>.'],
  ])('refuses %s with a clear message and writes nothing', async (file, message) => {
    const id = await newMemory(`Hostile ${file}`);
    const task = await importInto(id, 'upload.tmx', fixture(`tmx/${file}`));
    expect(task.status).toBe('ERROR');
    expect(task.error).toContain(message);
    expect(await unitCount(id)).toBe(0);
  });

  it('refuses a TMX with no unit in the memory languages', async () => {
    const id = await newMemory('Wrong pair', 'fr_fr', ['it']);
    const task = await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
    expect(task).toMatchObject({
      status: 'ERROR',
      error: format(assetStoreMessages.tmxNoLanguagePair, { source: 'fr_fr', targets: 'it' }),
    });
  });

  it('answers 400 without a file or with a file of another type', async () => {
    const id = await newMemory('Uploads');
    const none = await pm.post(`/api/transMemory/import?id=${id}`, {});
    expect(fieldsOf(none.body)).toEqual([
      { field: 'file', message: assetStoreMessages.tmFileRequired },
    ]);
    const wrongType = await upload(pm, `/api/transMemory/import?id=${id}`, 'notes.docx', 'x');
    expect(wrongType.status).toBe(400);
    expect(fieldsOf(wrongType.body)).toEqual([
      { field: 'file', message: assetStoreMessages.tmFileType },
    ]);
    const missing = await upload(pm, '/api/transMemory/import?id=999999', 'a.tmx', 'x');
    expect(missing.status).toBe(404);
  });

  it('deletes the upload once its task has ended', async () => {
    const id = await newMemory('Cleaned up');
    const reply = await upload(
      pm,
      `/api/transMemory/import?id=${id}`,
      's.tmx',
      fixture('tmx/sample.tmx'),
    );
    await finished(pm, reply.body);
    const files = await import('node:fs').then((fs) =>
      fs.readdirSync(`${server.config.dataDir}/files`, { recursive: true, withFileTypes: true }),
    );
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
  });
});

describe('units', () => {
  let id: number;
  beforeAll(async () => {
    id = await newMemory('Units');
    await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
  });
  const units = (query: string) => pm.get<TmUnitPage>(`/api/transMemory/units?id=${id}${query}`);

  it('searches source and target case-insensitively, by target language, page by page', async () => {
    const klicken = await units('&q=KLICKEN');
    expect(klicken.body.units.map((u) => u.target)).toEqual([
      'Klicken Sie auf {1}Speichern{/1}, um zu schließen.',
    ]);
    expect(klicken.body.units[0]).toMatchObject({
      source: 'Click {1}Save{/1} to keep & close.',
      contextPrev: 'Welcome.',
      contextNext: 'Goodbye.',
      createdBy: 'alice',
      dateCreated: '2024-01-31T12:00:00.000Z',
      modifiedBy: 'bob',
      dateModified: '2024-02-01T08:09:10.000Z',
    });
    expect((await units('&q=schließen')).body.paging.total).toBe(1);
    expect((await units('&q=click')).body.paging.total).toBe(2);
    expect((await units('&q=%25')).body.paging.total).toBe(0);
    expect((await units('&lang=fr_fr')).body.paging.total).toBe(1);
    const page = await units('&pageSize=2&page=2');
    expect(page.body.paging).toEqual({ page: 2, pageSize: 2, pages: 3, total: 5 });
    expect(page.body.units).toHaveLength(1);
    const bad = await units('&pageSize=0&page=-1');
    expect(fieldsOf(bad.body)).toEqual([
      { field: 'page', message: assetStoreMessages.pageWhole },
      { field: 'pageSize', message: assetStoreMessages.pageSizeRange },
    ]);
  });

  it('edits a unit, keeping its context and author', async () => {
    const [first] = (await units('&lang=de_de')).body.units;
    const edited = await pm.put<TmUnit>(`/api/transMemory/unit?id=${id}&unitId=${first?.id}`, {
      source: 'Click {1}Save{/1}.',
      target: 'Auf {1}Speichern{/1} klicken.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      source: 'Click {1}Save{/1}.',
      target: 'Auf {1}Speichern{/1} klicken.',
      modifiedBy: 'pm',
      createdBy: 'alice',
      contextPrev: 'Welcome.',
    });
    expect((await units('&q=auf speichern klicken')).body.paging.total).toBe(1);
    const blank = await pm.put(`/api/transMemory/unit?id=${id}&unitId=${first?.id}`, {
      source: ' ',
    });
    expect(fieldsOf(blank.body)).toEqual([
      { field: 'source', message: assetStoreMessages.textRequired },
      { field: 'target', message: assetStoreMessages.textRequired },
    ]);
  });

  it('refuses an edit that would make two units with the same source, target and context', async () => {
    const other = await newMemory('Clash');
    const tmx = (target: string) =>
      `<tmx version="1.4"><header srclang="en-US"/><body><tu><tuv xml:lang="en-US"><seg>Same</seg></tuv><tuv xml:lang="de-DE"><seg>${target}</seg></tuv></tu></body></tmx>`;
    await importInto(other, 'a.tmx', tmx('Eins'));
    await importInto(other, 'b.tmx', tmx('Zwei'));
    const page = await pm.get<TmUnitPage>(`/api/transMemory/units?id=${other}`);
    const [one, two] = page.body.units;
    const clash = await pm.put(`/api/transMemory/unit?id=${other}&unitId=${two?.id}`, {
      source: one?.source,
      target: one?.target,
    });
    expect(clash.status).toBe(409);
    expect(fieldsOf(clash.body)).toEqual([
      { field: 'source', message: assetStoreMessages.unitExists },
    ]);
  });

  it('deletes a unit, and answers 404 for a unit of another memory', async () => {
    const [unit] = (await units('&lang=fr_fr')).body.units;
    const other = await newMemory('Other units');
    expect((await pm.delete(`/api/transMemory/unit?id=${other}&unitId=${unit?.id}`)).status).toBe(
      404,
    );
    expect((await pm.delete(`/api/transMemory/unit?id=${id}&unitId=${unit?.id}`)).status).toBe(204);
    expect((await pm.delete(`/api/transMemory/unit?id=${id}&unitId=${unit?.id}`)).status).toBe(404);
    expect((await units('&lang=fr_fr')).body.paging.total).toBe(0);
  });
});

describe('the units search', () => {
  it('follows units as they are imported, edited and deleted', async () => {
    const id = await newMemory('Searched');
    await importInto(id, 'sample.tmx', fixture('tmx/sample.tmx'));
    const search = async (q: string) =>
      (
        await pm.get<TmUnitPage>(`/api/transMemory/units?id=${id}&q=${encodeURIComponent(q)}`)
      ).body.units.map((unit) => unit.id);
    const [unitId = 0] = await search('open a file');
    expect(unitId).toBeGreaterThan(0);
    await pm.put(`/api/transMemory/unit?id=${id}&unitId=${unitId}`, {
      source: 'Shut the window',
      target: 'Fenster schließen',
    });
    expect(await search('open a file')).not.toContain(unitId);
    expect(await search('shut the window')).toEqual([unitId]);
    await pm.delete(`/api/transMemory/unit?id=${id}&unitId=${unitId}`);
    expect(await search('shut the window')).toEqual([]);
  });
});
