import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format, termBaseMessages, type ConceptPage } from '@tessera/contracts';
import { readTbx, readTermXlsx, type TermConcept } from '@tessera/filters';
import { startServer, type ApiClient, type TestServer } from './harness.js';
import { collect, fieldsOf, fixture, imported, upload } from './tmHelpers.js';

let server: TestServer;
let pm: ApiClient;

async function newTermBase(name: string, langs: string[]) {
  const reply = await pm.post<{ id: number }>('/api/termBase', { name, langs });
  expect(reply.status).toBe(201);
  return reply.body.id;
}

const importInto = (id: number, fileName: string, content: Uint8Array | string) =>
  imported(pm, `/api/termBase/import?id=${id}`, fileName, content);

async function conceptCount(id: number): Promise<number> {
  const page = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}`);
  return page.body.paging.total;
}

async function download(id: number, fileFormat: string): Promise<Buffer> {
  const response = await fetch(`${server.url}/api/termBase/export?id=${id}&format=${fileFormat}`, {
    headers: { cookie: pm.cookie },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

// Concepts as sets of comparable strings, languages written the way `lang` maps them.
function comparable(concepts: TermConcept[], lang: (code: string) => string = (code) => code) {
  return concepts
    .map((concept) =>
      JSON.stringify({
        definition: concept.definition ?? '',
        note: concept.note ?? '',
        domain: concept.domain ?? '',
        terms: concept.terms
          .map((term) =>
            [
              lang(term.lang),
              term.text,
              term.status ?? 'APPROVED',
              term.note ?? '',
              term.usage ?? '',
            ].join('|'),
          )
          .sort(),
      }),
    )
    .sort();
}

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
});
afterAll(() => server.close());

describe('TBX', () => {
  it('imports TBX-Basic with statuses, definitions, notes and usage, and counts duplicates', async () => {
    const id = await newTermBase('Basic', ['en_us', 'de_de', 'ja']);
    const first = await importInto(id, 'basic.tbx', fixture('tbx/basic.tbx'));
    expect(first).toMatchObject({
      status: 'OK',
      result: { imported: 2, skipped: 0, duplicates: 0 },
    });
    const again = await importInto(id, 'basic.tbx', fixture('tbx/basic.tbx'));
    expect(again.result).toEqual({ imported: 0, skipped: 0, duplicates: 2 });
    const page = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}&q=dialog box`);
    expect(page.body.concepts[0]).toMatchObject({
      definition: 'A small window that asks the user something.',
      note: 'Used across the product.',
      domain: 'Software',
    });
    expect(
      page.body.concepts[0]?.terms.map((t) => [t.lang, t.text, t.status, t.note, t.usage]),
    ).toEqual([
      ['en_us', 'dialog box', 'APPROVED', '', 'Close the dialog box to continue.'],
      ['en_us', 'dialogue', 'FORBIDDEN', 'British spelling, do not use.', ''],
      ['de_de', 'Dialogfeld', 'NOT_APPROVED', '', ''],
    ]);
  });

  it('exports TBX-Basic that reads back as the concepts imported', async () => {
    const id = await newTermBase('TBX round trip', ['en_us', 'de_de', 'ja']);
    await importInto(id, 'basic.tbx', fixture('tbx/basic.tbx'));
    const exported = await download(id, 'tbx');
    expect(exported.toString()).toContain('<martif type="TBX-Basic" xml:lang="en-US">');
    const input = await collect(readTbx(Readable.from([fixture('tbx/basic.tbx')])));
    const output = await collect(readTbx(Readable.from([exported])));
    const asExported = (lang: string) => (lang === 'ja-JP' ? 'ja' : lang);
    expect(output).toHaveLength(2);
    expect(comparable(output)).toEqual(comparable(input, asExported));
  });

  it.each([
    [
      'v3-core.tbx',
      2,
      [
        ['en', 'printer', 'APPROVED'],
        ['de', 'Drucker', 'APPROVED'],
      ],
    ],
    [
      'v3-dct.tbx',
      1,
      [
        ['en', 'mouse', 'APPROVED'],
        ['de', 'Maus', 'NOT_APPROVED'],
      ],
    ],
  ])('reads TBX v3 (%s)', async (file, concepts, firstTerms) => {
    const id = await newTermBase(`v3 ${file}`, ['en', 'de']);
    const task = await importInto(id, file, fixture(`tbx/${file}`));
    expect(task.result).toEqual({ imported: concepts, skipped: 0, duplicates: 0 });
    const page = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}`);
    expect(page.body.concepts[0]?.terms.map((t) => [t.lang, t.text, t.status])).toEqual(firstTerms);
  });

  it.each([
    ['billion-laughs.tbx', 'The TBX document declares entities in its DOCTYPE (line 11)'],
    ['external-entity.tbx', 'The TBX document declares entities in its DOCTYPE (line 2)'],
    ['broken.tbx', 'The TBX document is not well-formed XML at line 5: unexpected close tag.'],
  ])('refuses %s with a clear message and writes nothing', async (file, message) => {
    const id = await newTermBase(`Hostile ${file}`, ['en']);
    const task = await importInto(id, 'upload.tbx', fixture(`tbx/${file}`));
    expect(task.status).toBe('ERROR');
    expect(task.error).toContain(message);
    expect(await conceptCount(id)).toBe(0);
  });
});

describe('CSV and XLSX term tables', () => {
  it('imports a CSV with locale columns, status and note columns, skipping blank rows', async () => {
    const id = await newTermBase('CSV', ['en_us', 'de_de']);
    const task = await importInto(id, 'terms.csv', fixture('termCsv/terms.csv'));
    expect(task.result).toEqual({ imported: 3, skipped: 0, duplicates: 0 });
    const page = await pm.get<ConceptPage>(`/api/termBase/terms?id=${id}&q=dialog`);
    expect(page.body.concepts[0]).toMatchObject({ definition: 'A window', domain: 'Software' });
    expect(page.body.concepts[0]?.terms.map((t) => [t.lang, t.text, t.status, t.note])).toEqual([
      ['en_us', 'dialog box', 'APPROVED', ''],
      ['de_de', 'Dialogfeld', 'NOT_APPROVED', 'Menü, Fenster'],
    ]);
    const semicolons = await newTermBase('Semicolons', ['en', 'fr']);
    const second = await importInto(semicolons, 'terms.csv', fixture('termCsv/semicolon.csv'));
    expect(second.result).toEqual({ imported: 2, skipped: 0, duplicates: 0 });
  });

  it('imports an XLSX and exports XLSX and CSV that read back as the same concepts', async () => {
    const id = await newTermBase('XLSX round trip', ['en_us', 'de_de']);
    const task = await importInto(id, 'terms.xlsx', fixture('termXlsx/terms.xlsx'));
    expect(task.result).toEqual({ imported: 3, skipped: 0, duplicates: 0 });
    const input = await collect(readTermXlsx([fixture('termXlsx/terms.xlsx')], 1e8));
    const asStored = (lang: string) => lang.toLowerCase().replace('-', '_');
    const xlsx = await download(id, 'xlsx');
    const output = await collect(readTermXlsx([xlsx], 1e8));
    expect(output).toHaveLength(3);
    expect(comparable(output)).toEqual(comparable(input, asStored));
    const copy = await newTermBase('XLSX copy', ['en_us', 'de_de']);
    const csv = await download(id, 'csv');
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const reimported = await importInto(copy, 'copy.csv', csv);
    expect(reimported.result).toEqual({ imported: 3, skipped: 0, duplicates: 0 });
    const copied = await collect(readTermXlsx([await download(copy, 'xlsx')], 1e8));
    expect(comparable(copied)).toEqual(comparable(output));
  });

  it('refuses a file whose header names none of the term base languages', async () => {
    const id = await newTermBase('No language', ['ja', 'ko']);
    const task = await importInto(id, 'terms.csv', fixture('termCsv/terms.csv'));
    expect(task).toMatchObject({
      status: 'ERROR',
      error: format(termBaseMessages.noTermBaseLanguage, { langs: 'ja, ko' }),
    });
  });

  it('refuses a workbook that is not one, and a bad status, writing nothing', async () => {
    const id = await newTermBase('Bad tables', ['en', 'de']);
    const notXlsx = await importInto(id, 'terms.xlsx', fixture('termXlsx/not-a-workbook.xlsx'));
    expect(notXlsx).toMatchObject({ status: 'ERROR', error: 'The file is not an XLSX workbook.' });
    const badStatus = await importInto(
      id,
      'terms.csv',
      'en,en_status\nhouse,APPROVED\ncar,MAYBE\n',
    );
    expect(badStatus).toMatchObject({
      status: 'ERROR',
      error:
        'Row 3: the status "MAYBE" in column en_status is not APPROVED, NOT_APPROVED or FORBIDDEN.',
    });
    expect(await conceptCount(id)).toBe(0);
  });

  it('answers 400 without a file or with a file of another type', async () => {
    const id = await newTermBase('Uploads', ['en']);
    const none = await pm.post(`/api/termBase/import?id=${id}`, {});
    expect(fieldsOf(none.body)).toEqual([
      { field: 'file', message: termBaseMessages.tbFileRequired },
    ]);
    const wrong = await upload(pm, `/api/termBase/import?id=${id}`, 'terms.pdf', 'x');
    expect(fieldsOf(wrong.body)).toEqual([{ field: 'file', message: termBaseMessages.tbFileType }]);
    const pdf = await pm.get(`/api/termBase/export?id=${id}&format=pdf`);
    expect(fieldsOf(pdf.body)).toEqual([
      { field: 'format', message: 'Invalid option: expected one of "tbx"|"xlsx"|"csv"' },
    ]);
  });
});
