import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { yamlFilter } from '../src/formats/yaml/index.js';
import { FilterError, type ParseResult } from '../src/types.js';
import { expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) =>
  yamlFilter.parse(bytes, settings) as ParseResult;

describe('YAML filter', () => {
  it('reads string values of every style with their key paths', () => {
    const { units } = parse(fixture('yaml', 'en.yml'));
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['en.app.title', 'Tessera'],
      ['en.app.greeting.text', 'Hello, %{name}! You have %{count} new messages.'],
      ['en.app.greeting.note', 'Shown after sign-in'],
      ['en.app.greeting.id', 'home.greeting'],
      ['en.app.plain_colon', "It's 10:30 # not a comment"],
      ['en.app.literal', 'First line of a literal block.\nSecond line.\n'],
      ['en.app.folded', 'A folded block that reads as one line.'],
      ['en.app.anchored', 'Shared text'],
      ['en.menu.0', 'Open'],
      ['en.menu.1', 'Save as…'],
      ['en.menu.2.label', 'Quit'],
      ['en.rtl.ar', 'مرحبا بالعالم'],
      ['en.rtl.he', 'שלום עולם'],
      ['en.cjk', '東京タワーへようこそ。'],
      ['second_document', 'Another document'],
    ]);
  });

  it('takes context keys and notes from sibling keys, without importing them', () => {
    const { units } = parse(fixture('yaml', 'en.yml'), {
      yamlContextKeyRegexp: 'id',
      yamlContextNoteRegexp: 'note',
      yamlTagRegexp: '%\\{\\w+\\}',
    });
    expect(units[1]).toEqual({
      id: '2',
      source: 'Hello, {1/}! You have {2/} new messages.',
      key: 'home.greeting',
      note: 'Shown after sign-in',
      segment: true,
    });
    expect(units.map((unit) => unit.source)).not.toContain('Shown after sign-in');
  });

  it('gives the file back byte for byte and writes translations in a valid style', async () => {
    const bytes = fixture('yaml', 'en.yml');
    await expectSameBytes(yamlFilter, bytes);
    await expectTranslatedRoundTrip(
      yamlFilter,
      bytes,
      (unit) => `${unit.source.toUpperCase()}: "#ترجمة" - 'x'\n東京`,
    );
    expect(parse(fixture('yaml', 'empty.yml')).units).toEqual([]);
  });

  it('refuses broken files naming the line', () => {
    expect(() => parse(fixture('yaml', 'broken.yml'))).toThrow(FilterError);
    expect(() => parse(fixture('yaml', 'broken.yml'))).toThrow(/line \d+/);
    expect(() => parse(new TextEncoder().encode('a: b\n  c: d\n'))).toThrow(FilterError);
  });

  it('refuses a mapping that repeats a key, naming where', () => {
    const text = 'en:\n  title: Tessera\n  menu: [Open, Save]\n  title: Other\n';
    expect(() => parse(new TextEncoder().encode(text))).toThrow(
      'The YAML file is not valid: line 4, column 3: Map keys must be unique',
    );
    expect(() => parse(new TextEncoder().encode('{a: 1, b: 2, a: 3}\n'))).toThrow(
      'The YAML file is not valid: line 1, column 14: Map keys must be unique',
    );
    expect(parse(new TextEncoder().encode('a: x\nb:\n  a: y\n"1": z\n1: w\n')).units).toHaveLength(
      4,
    );
  });

  it('reads a long mapping and a long sequence with their paths', { timeout: 30_000 }, () => {
    const count = 20_000;
    const lines = Array.from({ length: count }, (_, index) => `k${index}: Text ${index}`);
    const items = Array.from({ length: count }, (_, index) => `  - Item ${index}`);
    const text = `${lines.join('\n')}\nlist:\n${items.join('\n')}\n`;
    const { units } = parse(new TextEncoder().encode(text));
    expect(units).toHaveLength(2 * count);
    expect(units.at(count - 1)).toMatchObject({
      key: `k${count - 1}`,
      source: `Text ${count - 1}`,
    });
    expect(units.at(-1)).toMatchObject({ key: `list.${count - 1}`, source: `Item ${count - 1}` });
  });

  it('round-trips generated documents', { timeout: 30_000 }, async () => {
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string({ unit: 'grapheme', maxLength: 10 }),
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(
          fc.string({ unit: fc.constantFrom(...'abcdefxyz'), minLength: 1, maxLength: 6 }),
          tie('node'),
          { maxKeys: 3 },
        ),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(value, async (document) => {
        const bytes = new TextEncoder().encode(stringify(document));
        await expectSameBytes(yamlFilter, bytes);
        await expectTranslatedRoundTrip(
          yamlFilter,
          bytes,
          (unit) => `«${unit.source}»: # "שלום"\n- 東京`,
        );
      }),
      { numRuns: 80 },
    );
  });
});
