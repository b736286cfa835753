import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvFilter } from '../src/formats/csv/index.js';
import { parseNumberPattern } from '../src/formats/csv/numberPattern.js';
import type { ParseResult } from '../src/types.js';
import { expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) => csvFilter.parse(bytes, settings) as ParseResult;
const columnsSettings = {
  csvImportRows: '2-',
  csvImportColumns: '2',
  csvContextKeyColumn: '1',
  csvContextNoteColumns: '3',
  csvMaxLengthColumn: '4',
};

describe('CSV filter', () => {
  it('reads the column and row patterns of the settings', () => {
    const pattern = (setting: string) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(parseNumberPattern(setting, 'x'));
    expect(pattern('2')).toEqual([2]);
    expect(pattern('-4')).toEqual([1, 2, 3, 4]);
    expect(pattern('3-')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pattern('-2,4,7-9')).toEqual([1, 2, 4, 7, 8, 9]);
    expect(pattern('')).toHaveLength(10);
    expect(() => parseNumberPattern('2-x', 'csvImportColumns')).toThrow(/csvImportColumns/);
    expect(() => parseNumberPattern('-', 'csvImportRows')).toThrow(/csvImportRows/);
  });

  it('imports every non-empty field by default', () => {
    expect(parse(fixture('csv', 'strings.csv')).units.map((unit) => unit.source)).toContain('key');
  });

  it('takes keys, notes and maximum lengths from their columns', () => {
    const { units } = parse(fixture('csv', 'strings.csv'), columnsSettings);
    expect(units).toEqual([
      {
        id: '1',
        source: 'Welcome home',
        key: 'home.title',
        note: 'Page title',
        maxLength: 20,
        segment: true,
      },
      {
        id: '2',
        source: 'Hello, "friend"!\nSee you.',
        key: 'home.body',
        note: 'Body text',
        segment: true,
      },
      { id: '3', source: 'مرحبا بالعالم', key: 'rtl.ar', segment: true },
      { id: '4', source: '東京タワー', key: 'cjk', note: 'Japanese', maxLength: 10, segment: true },
    ]);
  });

  it('honours csvDelimiter and csvTagRegexp', () => {
    const bytes = new TextEncoder().encode('id;text\n1;Hello {name}, it is %s\n');
    const { units } = parse(bytes, {
      csvDelimiter: ';',
      csvImportColumns: '2',
      csvImportRows: '2',
      csvTagRegexp: '\\{\\w+\\}|%s',
    });
    expect(units.map((unit) => unit.source)).toEqual(['Hello {1/}, it is {2/}']);
    const tabbed = parse(new TextEncoder().encode('a\tb c\n'), { csvDelimiter: 'tab' });
    expect(tabbed.units.map((unit) => unit.source)).toEqual(['a', 'b c']);
  });

  it('gives the file back byte for byte and quotes translations that need it', async () => {
    const bytes = fixture('csv', 'strings.csv');
    await expectSameBytes(csvFilter, bytes, columnsSettings);
    const { merged } = await expectTranslatedRoundTrip(
      csvFilter,
      bytes,
      (unit) => `${unit.source.toUpperCase()}, "quoted"\nשלום`,
      columnsSettings,
    );
    expect(new TextDecoder().decode(merged)).toContain(
      'home.title,"WELCOME HOME, ""quoted""\nשלום",Page title,20',
    );
  });

  it('refuses a quoted field that never ends, naming its line', () => {
    expect(() => parse(fixture('csv', 'broken.csv'))).toThrow(/line 1/);
    expect(parse(fixture('csv', 'empty.csv')).units).toEqual([]);
    expect(() => parse(new Uint8Array(), { csvContextKeyColumn: 'x' })).toThrow(
      /csvContextKeyColumn/,
    );
  });

  it('round-trips generated tables', { timeout: 30_000 }, async () => {
    const cell = fc.string({ unit: 'grapheme', maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        async (rows, delimiter, lineEnd) => {
          const quote = (value: string) =>
            value.includes(delimiter) || /["\r\n]/.test(value)
              ? `"${value.replace(/"/g, '""')}"`
              : value;
          const csv = rows.map((row) => row.map(quote).join(delimiter) + lineEnd).join('');
          const bytes = new TextEncoder().encode(csv);
          const settings = { csvDelimiter: delimiter };
          await expectSameBytes(csvFilter, bytes, settings);
          await expectTranslatedRoundTrip(
            csvFilter,
            bytes,
            (unit) => `«${unit.source}»${delimiter}"ترجمة"\n`,
            settings,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
