import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoTranslate as pseudo } from '@tessera/core';
import { preTranslateMessages, type JobPart, type Project } from '@tessera/contracts';
import { filterForFile, filterForFormat, type TextUnit } from '@tessera/filters';
import { createProject, startServer, type ApiClient, type TestServer } from './harness.js';
import { importJobs } from './fixtures/jobs/files.js';
import { completedFile, encode, pseudoTranslate, segmentsOf } from './preTranslateHelpers.js';
import { fixture } from './tmHelpers.js';
import type { ErrorReply } from './tenants.js';

let server: TestServer;
let pm: ApiClient;
let project: Project;

// The project's pseudo-translate settings, which a request that leaves a field out takes.
const projectPseudo = { replacement: '#', prefix: '<<', suffix: '>>', length: 1.5 };
// Characters no format treats as markup, so the completed file reads back as written.
const options = { replacement: '$', prefix: '«', suffix: '»', length: 1.3 };

beforeAll(async () => {
  server = await startServer();
  pm = await server.as('pm');
  project = await createProject(pm, 'Pseudo-translation', ['de'], {
    preTranslateSettings: {
      pseudoTranslateReplacement: projectPseudo.replacement,
      pseudoTranslatePrefix: projectPseudo.prefix,
      pseudoTranslateSuffix: projectPseudo.suffix,
      pseudoTranslateLength: projectPseudo.length,
      useMachineTranslation: false,
    },
  });
});
afterAll(() => server.close());

async function newJob(files: Record<string, Uint8Array>, importSettings: object = {}) {
  const created = await importJobs(
    pm,
    { projectUid: project.uid, targetLocales: ['de'], importSettings },
    files,
  );
  return created.jobs[0]!.id;
}

const request = (jobPartId: number, fields: object = {}) => ({
  projectUid: project.uid,
  jobPartIds: [jobPartId],
  ...fields,
});

describe('POST /api/job/pseudoTranslate', () => {
  const json = encode(JSON.stringify({ a: 'Hello world', b: 'Save {count} files' }));

  it("takes the project's pseudo settings for the fields a request leaves out", async () => {
    const part = await newJob({ 'defaults.json': json });
    const task = await pseudoTranslate(pm, request(part, { prefix: '[' }));
    expect(task.status).toBe('OK');
    expect(task.result.jobs[0]).toMatchObject({ jobPartId: part, pseudoTranslation: 2 });
    const segments = await segmentsOf(server, part);
    const expected = { ...projectPseudo, prefix: '[' };
    expect(segments.map((s) => [s.target, s.match_origin])).toEqual([
      [pseudo('Hello world', expected), 'PSEUDO'],
      [pseudo('Save {count} files', expected), 'PSEUDO'],
    ]);
    expect(segments[1]?.target).toContain('{count}');
  });

  it('overwrites every target but those locked at the level', async () => {
    const xliff = encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
        `<file original="a" source-language="en" target-language="de"><body>\n` +
        '<trans-unit id="1"><source>Open</source><target>Öffnen</target></trans-unit>\n' +
        '<trans-unit id="2"><source>Close</source><target state="final">Schließen</target></trans-unit>\n' +
        `</body></file></xliff>\n`,
    );
    const part = await newJob({ 'locked.xlf': xliff }, { xlfLockSegmentWhenRules: 'state=final' });
    await pseudoTranslate(pm, request(part, options));
    expect((await segmentsOf(server, part)).map((s) => s.target)).toEqual([
      pseudo('Open', options),
      'Schließen',
    ]);
  });

  it('answers 400 for a length outside the list and changes nothing', async () => {
    const part = await newJob({ 'refused.json': json });
    const reply = await pm.post<ErrorReply>(
      '/api/job/pseudoTranslate',
      request(part, { length: 0.75 }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'length', message: preTranslateMessages.pseudoLengthChoice },
    ]);
    await server.ctx.tasks.idle();
    expect((await segmentsOf(server, part)).map((s) => s.target)).toEqual(['', '']);
  });
});

// One sample of every format the filters import, with the settings it needs.
const filterFixtures: Array<{ file: string; name: string; settings?: object }> = [
  { file: 'office/product-sheet.docx', name: 'product-sheet.docx' },
  { file: 'html/article.html', name: 'article.html' },
  { file: 'office/price-list.xlsx', name: 'price-list.xlsx' },
  { file: 'office/launch-deck.pptx', name: 'launch-deck.pptx' },
  { file: 'xliff12/app.xlf', name: 'app.xlf' },
  { file: 'mxliff/job.mxliff', name: 'job.mxliff' },
  { file: 'po/messages.po', name: 'messages.po' },
  { file: 'json/en.json', name: 'en.json' },
  { file: 'properties/messages.properties', name: 'messages.properties' },
  { file: 'csv/strings.csv', name: 'strings.csv' },
  { file: 'txt/notes.txt', name: 'notes.txt' },
  { file: 'yaml/en.yml', name: 'en.yml' },
  { file: 'xml/catalog.xml', name: 'catalog.xml' },
  { file: 'resx/Strings.resx', name: 'Strings.resx' },
  { file: 'iosStrings/Localizable.strings', name: 'Localizable.strings' },
  { file: 'android/strings.xml', name: 'strings.xml' },
  { file: 'xliff20/app.xlf', name: 'app20.xlf', settings: { fileFormat: 'xliff20' } },
  { file: 'markdown/guide.md', name: 'guide.md' },
  { file: 'ttx/install.htm.ttx', name: 'install.htm.ttx' },
  { file: 'sdlxliff/manual.sdlxliff', name: 'manual.sdlxliff' },
  { file: 'idml/brochure.idml', name: 'brochure.idml' },
  { file: 'php/language.php', name: 'language.php' },
  { file: 'quark/brochure.xtg', name: 'brochure.xtg' },
  { file: 'mif/installing-chapter.mif', name: 'installing-chapter.mif' },
  { file: 'dita/task.dita', name: 'task.dita' },
  { file: 'docbook/book.xml', name: 'book.xml' },
  {
    file: 'multilingualXml/catalogue.xml',
    name: 'catalogue.xml',
    settings: { fileFormat: 'multilingualXml' },
  },
];

const tagsOf = (text: string) => text.match(/\{\/?\d+\/?\}/g) ?? [];
const hasText = (unit: TextUnit) => /\p{L}/u.test(unit.source);

async function unitsOf(name: string, data: Uint8Array, settings: { fileFormat?: string }) {
  const filter = settings.fileFormat
    ? filterForFormat(settings.fileFormat)
    : filterForFile(name, data);
  expect(filter, name).toBeDefined();
  return (await filter!.parse(data, settings)).units;
}

describe('the pseudo-translated file of every format', () => {
  it.each(filterFixtures)(
    '$name downloads completed with tags intact and imports again',
    async ({ file, name, settings = {} }) => {
      const original = new Uint8Array(fixture(file));
      const part = await newJob({ [name]: original }, settings);
      const task = await pseudoTranslate(pm, request(part, options));
      expect(task.status).toBe('OK');
      expect(task.result.jobs[0]?.pseudoTranslation).toBeGreaterThan(0);

      const completed = await completedFile(server, pm, part);
      const before = (await unitsOf(name, original, settings)).filter(hasText);
      const after = (await unitsOf(completed.name, completed.data, settings)).filter((unit) =>
        before.some((source) => source.id === unit.id),
      );
      expect(after.map((unit) => unit.id)).toEqual(before.map((unit) => unit.id));
      after.forEach((unit, index) => {
        const source = before[index]!;
        const text = unit.target || unit.source;
        // A unit the file locks (MXLIFF) keeps its translation.
        if (source.locked) expect(text, unit.id).toBe(source.target);
        else expect(text, unit.id).toContain(options.prefix);
        expect(tagsOf(text), unit.id).toEqual(tagsOf(source.source));
      });

      const again = await newJob({ [completed.name]: completed.data }, settings);
      const listed = await pm.get<{ jobs: JobPart[] }>(`/api/job/list?jobPartIds=${again}`);
      expect(listed.body.jobs[0]?.creationTask).toMatchObject({ status: 'OK', reason: null });
    },
  );
});
