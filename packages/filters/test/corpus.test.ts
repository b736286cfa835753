import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileFilters, filterForFile, filterForFormat } from '../src/registry.js';
import { FilterError, type FileFilter, type TextUnit } from '../src/types.js';
import { readZip } from '../src/zip/index.js';
import { asBinary, changeText } from './roundTrip.js';

const root = fileURLToPath(new URL('./fixtures/', import.meta.url));

// Folders of job file formats, by the format their files must get; tbx, tmx, termCsv and termXlsx
// hold term base and memory imports, which no file filter reads.
const folderFormats: Record<string, string | undefined> = {
  android: 'android',
  csv: 'csv',
  html: 'html',
  iosStrings: 'iosStrings',
  json: 'json',
  markdown: 'markdown',
  mxliff: 'mxliff',
  po: 'po',
  properties: 'properties',
  resx: 'resx',
  txt: 'txt',
  xliff12: 'xliff',
  xliff20: 'xliff20',
  xml: 'xml',
  yaml: 'yaml',
  ttx: 'ttx',
  sdlxliff: 'sdlxliff',
  idml: 'idml',
  php: 'php',
  quark: 'quark',
  mif: 'mif',
  dita: 'dita',
  docbook: 'docbook',
  pdf: 'pdf',
  multilingualXml: 'multilingualXml',
  office: undefined,
};

// The registry routes XML that looks like Android strings to the Android filter.
const routedElsewhere: Record<string, string> = { 'xml/strings.xml': 'android' };

// Broken and hostile files; an empty .xlf is no XLIFF document, so it is refused too.
const refused = (path: string): boolean =>
  /\/(broken|billion-laughs|external-entity)\.[a-z]+$/.test(path) ||
  ['xliff12/empty.xlf', 'pdf/encrypted.pdf', 'pdf/scanned.pdf'].includes(path);

// Bilingual formats keep their targets: merging the existing targets gives the file back.
const bilingual = new Set([
  'xliff',
  'xliff20',
  'mxliff',
  'po',
  'ttx',
  'sdlxliff',
  'multilingualXml',
]);

const officeExtensions = new Set(['docx', 'xlsx', 'pptx', 'idml']);

// Files with nothing to translate: empty files and documents without entries.
const empty = (path: string): boolean =>
  /\/(empty|Empty|no-units)\.[a-z]+$/.test(path) || path === 'android/values-night/strings.xml';

interface Fixture {
  path: string;
  bytes: Uint8Array;
  filter: FileFilter;
}

function fixturePaths(): string[] {
  return Object.keys(folderFormats).flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((path) => `${folder}/${path.split(sep).join('/')}`)
      .filter((path) => !path.startsWith('office/parts/') && !path.endsWith('.ts'))
      .filter((path) => statSync(join(root, path)).isFile())
      .sort(),
  );
}

function expectedFormat(path: string): string | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1);
  const folder = path.slice(0, path.indexOf('/'));
  return routedElsewhere[path] ?? (folder === 'office' ? extension : folderFormats[folder]);
}

// Formats a job gets by its fileFormat setting only: their files share another format's extension.
const chosenByFormat = ['xliff20', 'multilingualXml'];

/** The filter the registry picks by name and content, or by format value for chosenByFormat. */
function load(path: string): Fixture {
  const bytes = new Uint8Array(readFileSync(join(root, path)));
  const folder = path.slice(0, path.indexOf('/'));
  const filter = chosenByFormat.includes(folder)
    ? filterForFormat(folder)
    : filterForFile(path, bytes);
  if (!filter) throw new Error(`No filter for ${path}`);
  return { path, bytes, filter };
}

const paths = fixturePaths();
const readable = paths.filter((path) => !refused(path)).map(load);
const textOf = (fixture: Fixture, unit: TextUnit): string =>
  bilingual.has(fixture.filter.format) ? (unit.target ?? '') : unit.source;

/** Pseudo-translation: each text between tags reversed and wrapped in [[ ]], the tags in place. */
const pseudo = (text: string): string =>
  changeText(text, (plain) => (plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`));

/** The filter that reads a merged file: the completed document's own for a converted format. */
function readerOf(filter: FileFilter): FileFilter {
  const extension = filter.completedExtension;
  const reader = extension ? filterForFile(`completed.${extension}`) : filter;
  if (!reader) throw new Error(`No filter reads .${extension ?? ''} files`);
  return reader;
}

// The text of a converted document compares without tags, line breaks and tabs (Word's own).
const plainOf = (text: string): string =>
  changeText(text, (plain) => plain.replace(/[\n\t]/g, '')).replace(/\{\/?\d+\/?\}/g, '');

const rtlOrCjk = /[\u0590-\u08ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/;
// No leading space: XLIFF reads runs of white space as one (xml:space="default").
const foreignSample = 'עברית العربية 中文 日本語 한국어';

/** The bytes the sample must appear in: the file itself, or every part of an Office package. */
function textBytes(fixture: Fixture, merged: Uint8Array): Uint8Array[] {
  const extension = fixture.path.slice(fixture.path.lastIndexOf('.') + 1);
  return officeExtensions.has(extension) ? readZip(merged).map((entry) => entry.data) : [merged];
}

describe('fixture corpus', () => {
  it('holds every file format of the registry', () => {
    const formats = new Set(readable.map((fixture) => fixture.filter.format));
    expect([...formats].sort()).toEqual(fileFilters.map((filter) => filter.format).sort());
  });

  it.each(paths.filter(refused))('refuses %s with a FilterError', async (path) => {
    const { bytes, filter } = load(path);
    await expect(async () => filter.parse(bytes, {})).rejects.toBeInstanceOf(FilterError);
  });

  describe.each(readable)('$path', (fixture) => {
    const { path, bytes, filter } = fixture;

    it('goes to the filter of its format', () => {
      expect(filter.format).toBe(expectedFormat(path));
    });

    // TTX and multilingual XML take their target language or column from the job.
    if (!filter.parseReadsTargetLocale)
      it('parses the same for every target locale, so a file is parsed once for all its jobs', async () => {
        const german = await filter.parse(bytes, { sourceLocale: 'en', targetLocale: 'de' });
        const japanese = await filter.parse(bytes, { sourceLocale: 'en', targetLocale: 'ja_jp' });
        expect(japanese).toEqual(german);
      });

    it('has units unless it is empty', async () => {
      const { units } = await filter.parse(bytes, {});
      if (empty(path)) expect(units).toEqual([]);
      else expect(units.length).toBeGreaterThanOrEqual(1);
    });

    // Every format, the Office packages included, gives the same bytes back: none needs the weaker
    // "equal after parsing" comparison. A format completed as another document (PDF as DOCX)
    // gives that document, the same with its own texts as with none, holding its texts.
    it('merges its own texts back into the same bytes', async () => {
      const { units, skeleton } = await filter.parse(bytes, {});
      const same = new Map(units.map((unit) => [unit.id, textOf(fixture, unit)]));
      const merged = await filter.merge(skeleton, same, {}, undefined, bytes);
      if (!filter.completedExtension) expect(asBinary(merged)).toBe(asBinary(bytes));
      else {
        const completed = await readerOf(filter).parse(merged, {});
        expect(completed.units.map((unit) => plainOf(unit.source))).toEqual(
          units.map((unit) => plainOf(unit.source)),
        );
      }
      const untouched = await filter.merge(skeleton, new Map(), {}, undefined, bytes);
      expect(asBinary(untouched)).toBe(asBinary(filter.completedExtension ? merged : bytes));
    });

    it('merges a pseudo-translation its own parser reads back', async () => {
      const { units, skeleton } = await filter.parse(bytes, {});
      const targets = new Map(units.map((unit) => [unit.id, pseudo(unit.source)]));
      const merged = await filter.merge(skeleton, targets, {}, undefined, bytes);
      const reread = await readerOf(filter).parse(merged, {});
      const written = units.map((unit) => targets.get(unit.id) ?? '');
      if (!filter.completedExtension)
        expect(reread.units.map((unit) => textOf(fixture, unit))).toEqual(written);
      else expect(reread.units.map((unit) => plainOf(unit.source))).toEqual(written.map(plainOf));
    });
  });

  // A package's parts are read one by one: its compressed bytes say nothing of its text.
  const foreign = readable.filter((fixture) =>
    textBytes(fixture, fixture.bytes).some((part) => rtlOrCjk.test(new TextDecoder().decode(part))),
  );

  it('has right-to-left and CJK text in every format that can hold it', () => {
    const formats = new Set(foreign.map((fixture) => fixture.filter.format));
    const latinOnly = [...new Set(readable.map((fixture) => fixture.filter.format))].filter(
      (format) => !formats.has(format),
    );
    // A PDF's text is in its fonts' encodings: the standard fonts hold no such script.
    expect(latinOnly).toEqual(['pdf']);
  });

  describe.each(foreign)('$path', (fixture) => {
    const { bytes, filter } = fixture;

    it('keeps right-to-left and CJK text byte-exact', async () => {
      const { units, skeleton } = await filter.parse(bytes, {});
      const scripts = units.filter((unit) => rtlOrCjk.test(textOf(fixture, unit)));
      expect(scripts.length).toBeGreaterThanOrEqual(1);
      const targets = new Map(
        scripts.map((unit) => [unit.id, changeText(unit.source, (plain) => plain + foreignSample)]),
      );
      const merged = await filter.merge(skeleton, targets, {}, undefined, bytes);
      const sample = Buffer.from(foreignSample);
      expect(textBytes(fixture, merged).some((part) => Buffer.from(part).includes(sample))).toBe(
        true,
      );
      const reread = new Map(
        (await filter.parse(merged, {})).units.map((unit) => [unit.id, textOf(fixture, unit)]),
      );
      for (const [id, target] of targets) expect(reread.get(id)).toBe(target);
    });
  });
});
