import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { poFilter } from '../src/formats/po/index.js';
import { FilterError, type ParseResult } from '../src/types.js';
import { changeText, expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) => poFilter.parse(bytes, settings) as ParseResult;
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('PO filter', () => {
  it('reads entries, contexts, plurals, notes and fuzzy state', async () => {
    const { units } = parse(fixture('po', 'messages.po'));
    expect(units.map((unit) => [unit.key, unit.source, unit.target, unit.confirmed])).toEqual([
      ['Dashboard', 'Dashboard', 'لوحة التحكم', true],
      ['Welcome to %s, "friend"!', 'Welcome to %s, "friend"!', 'مرحبا بك في %s، "صديقي"!', false],
      ['menu', 'Open', undefined, false],
      [
        'A long text that was wrapped\nover several lines by xgettext.',
        'A long text that was wrapped\nover several lines by xgettext.',
        undefined,
        false,
      ],
      ['%d file[0]', '%d file', 'لا ملفات', true],
      ['%d file[1]', '%d files', 'ملف واحد', true],
      ['%d file[2]', '%d files', undefined, false],
      [
        'Tab\there and a backslash \\ and 東京',
        'Tab\there and a backslash \\ and 東京',
        'טאב\tכאן',
        true,
      ],
    ]);
    expect(units[0]).toMatchObject({ note: 'Title of the dashboard page', segment: false });
    expect(units[1]?.note).toBe('Translator: keep the product name.');
    expect(units[2]?.segment).toBe(true);
  });

  it('gives the file back byte for byte and writes translations back', async () => {
    const bytes = fixture('po', 'messages.po');
    await expectSameBytes(poFilter, bytes, {}, true);
    const { merged } = await expectTranslatedRoundTrip(
      poFilter,
      bytes,
      (unit) => changeText(unit.source, (plain) => `${plain.toUpperCase()} «ترجمة»\n"x" \\ end`),
      {},
      true,
    );
    expect(decode(merged)).toContain('msgstr ""\n"DASHBOARD «ترجمة»\\n"\n"\\"x\\" \\\\ end"');
  });

  it('writes one-line strings unless poExportMultilineStrings', async () => {
    const bytes = new TextEncoder().encode('msgid "a"\nmsgstr ""\n');
    const { skeleton } = parse(bytes);
    const targets = new Map([['1', 'one\ntwo']]);
    expect(decode(poFilter.merge(skeleton, targets, {}) as Uint8Array)).toBe(
      'msgid "a"\nmsgstr ""\n"one\\n"\n"two"\n',
    );
    expect(
      decode(poFilter.merge(skeleton, targets, { poExportMultilineStrings: false }) as Uint8Array),
    ).toBe('msgid "a"\nmsgstr "one\\ntwo"\n');
  });

  it('protects poTagRegexp matches as tags numbered alike in source and target', async () => {
    const { units } = parse(fixture('po', 'messages.po'), { poTagRegexp: '%[sd]' });
    expect(units[1]).toMatchObject({
      source: 'Welcome to {1/}, "friend"!',
      target: 'مرحبا بك في {1/}، "صديقي"!',
    });
    expect(units[4]).toMatchObject({ source: '{1/} file' });
  });

  it('reads the charset of the header when the bytes are not UTF-8', () => {
    const text =
      'msgid ""\nmsgstr "Content-Type: text/plain; charset=KOI8-R\\n"\n\nmsgid "Hello"\nmsgstr "Привет"\n';
    const bytes = new Uint8Array(iconv.encode(text, 'koi8r'));
    expect(parse(bytes).units[0]?.target).toBe('Привет');
    const { skeleton } = parse(bytes);
    expect(Buffer.from(poFilter.merge(skeleton, new Map(), {}) as Uint8Array)).toEqual(
      Buffer.from(bytes),
    );
  });

  it('refuses malformed files with the line number', async () => {
    expect(() => parse(fixture('po', 'broken.po'))).toThrow(/line 1/);
    expect(() => parse(new TextEncoder().encode('msgstr "x"\n'))).toThrow(FilterError);
    expect(() => parse(new TextEncoder().encode('<html>\n'))).toThrow(FilterError);
    expect(parse(fixture('po', 'empty.po')).units).toEqual([]);
  });

  it('reads strings holding line and paragraph separators (U+2028, U+2029)', async () => {
    const bytes = new TextEncoder().encode(
      'msgctxt "menu\u2028top"\nmsgid "Open\u2029file"\nmsgstr ""\n',
    );
    expect(parse(bytes).units.map((unit) => unit.source)).toEqual(['Open\u2029file']);
    await expectSameBytes(poFilter, bytes, {}, true);
  });

  it('round-trips generated catalogs', { timeout: 30_000 }, async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, text, fc.option(text)), { maxLength: 6 }),
        async (entries) => {
          const escape = (value: string) =>
            value
              .replace(/[\\"]/g, '\\$&')
              .replace(/\n/g, '\\n')
              .replace(/\r/g, '\\r')
              .replace(/\t/g, '\\t');
          const po = entries
            .map(
              ([id, str, context], index) =>
                `${context === null ? '' : `msgctxt "${escape(context)}"\n`}msgid "${index}${escape(id)}"\nmsgstr "${escape(str)}"\n`,
            )
            .join('\n');
          const bytes = new TextEncoder().encode(po);
          await expectSameBytes(poFilter, bytes, {}, true);
          await expectTranslatedRoundTrip(
            poFilter,
            bytes,
            (unit) => `«${unit.source}»\n"שלום" 東京\\`,
            {},
            true,
          );
        },
      ),
      { numRuns: 80 },
    );
  });
});
