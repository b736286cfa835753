import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonFilter } from '../src/formats/json/index.js';
import { FilterError, type ParseResult } from '../src/types.js';
import { expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) =>
  jsonFilter.parse(bytes, settings) as ParseResult;
const encode = (text: string) => new TextEncoder().encode(text);

describe('JSON filter', () => {
  it('reads every non-empty string with its path as key', () => {
    const { units } = parse(fixture('json', 'en.json'));
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['app/title', 'Tessera'],
      ['app/greeting/text', 'Hello, {{name}}! You have %d new messages.'],
      ['app/greeting/note', "Shown after sign-in; {{name}} is the user's first name."],
      ['app/escaped', 'Line one\nLine two "quoted" é \\ back/slash'],
      ['menu/0', 'Open'],
      ['menu/1', 'Save as…'],
      ['menu/2', 'Quit'],
      ['rtl/ar', 'مرحبا بالعالم'],
      ['rtl/he', 'שלום עולם'],
      ['cjk', '東京タワーへようこそ。次のページへ。'],
    ]);
    expect(units.every((unit) => unit.segment)).toBe(true);
  });

  it('takes notes and maximum lengths from the paths the settings give, without importing them', () => {
    const { units } = parse(fixture('json', 'en.json'), {
      jsonContextNotePath: 'note',
      jsonMaxLengthPath: 'maxLength',
    });
    expect(units[1]).toMatchObject({
      key: 'app/greeting/text',
      note: "Shown after sign-in; {{name}} is the user's first name.",
      maxLength: 60,
    });
    expect(units.map((unit) => unit.key)).not.toContain('app/greeting/note');
    const parent = parse(encode('{"meta":{"hint":"A hint"},"a":{"b":"Text"}}'), {
      jsonContextNotePath: '/meta/hint',
    });
    expect(parent.units).toEqual([expect.objectContaining({ key: 'a/b', note: 'A hint' })]);
  });

  it('imports only the keys jsonIncludedKeysRegexp matches (by name or path)', () => {
    const { units } = parse(fixture('json', 'en.json'), {
      jsonIncludedKeysRegexp: 'title|text|rtl/.*',
    });
    expect(units.map((unit) => unit.key)).toEqual([
      'app/title',
      'app/greeting/text',
      'rtl/ar',
      'rtl/he',
    ]);
  });

  it('protects placeholders only when jsonTagRegexp asks', () => {
    const { units } = parse(fixture('json', 'en.json'), { jsonTagRegexp: '\\{\\{\\w+\\}\\}|%d' });
    expect(units[1]?.source).toBe('Hello, {1/}! You have {2/} new messages.');
  });

  it('gives the file back byte for byte and writes escaped translations', async () => {
    const bytes = fixture('json', 'en.json');
    await expectSameBytes(jsonFilter, bytes);
    await expectTranslatedRoundTrip(
      jsonFilter,
      bytes,
      (unit) => `${unit.source.toUpperCase()} "ترجمة"\n\\ 東京`,
      {
        jsonTagRegexp: '%d',
      },
    );
  });

  it('refuses broken and hostile files with a FilterError', () => {
    expect(() => parse(fixture('json', 'broken.json'))).toThrow(/line 4, column 1/);
    expect(() => parse(encode('['.repeat(100000)))).toThrow(/nests more than/);
    expect(() => parse(encode('{"a": "\u0001"}'))).toThrow(FilterError);
    expect(() => parse(encode('{"a": 1} x'))).toThrow(FilterError);
    expect(parse(fixture('json', 'empty.json')).units).toEqual([]);
    expect(() => parse(encode('{}'), { jsonIncludedKeysRegexp: '(' })).toThrow(
      /jsonIncludedKeysRegexp/,
    );
  });

  it('round-trips generated documents', { timeout: 30_000 }, async () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string({ unit: 'binary', maxLength: 10 }),
        fc.integer(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    await fc.assert(
      fc.asyncProperty(json, fc.constantFrom(0, 2, '\t'), async (value, indent) => {
        const bytes = encode(JSON.stringify(value, null, indent));
        await expectSameBytes(jsonFilter, bytes);
        await expectTranslatedRoundTrip(
          jsonFilter,
          bytes,
          (unit) => `«${unit.source}» "שלום" 東京\\`,
        );
      }),
      { numRuns: 60 },
    );
  });
});
