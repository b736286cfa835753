import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { propertiesFilter } from '../src/formats/properties/index.js';
import type { ParseResult } from '../src/types.js';
import { changeText, expectSameBytes, expectTranslatedRoundTrip, fixture } from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) =>
  propertiesFilter.parse(bytes, settings) as ParseResult;
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('properties filter', () => {
  it('reads keys, values, continuations, escapes and comments', () => {
    const { units } = parse(fixture('properties', 'messages.properties'));
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['settings.title', 'Settings'],
      ['settings.greeting', 'Hello, {0}! You have {1} new messages.'],
      ['path.example', 'C:\\data\new'],
      ['multi.line', 'This value spans several lines in the file.'],
      ['escaped key=x', 'Tab\there\nand a newline'],
      ['unicode', 'Grüße aus München'],
      ['rtl', 'مرحبا بالعالم'],
      ['cjk', '東京タワー'],
      ['leading', ' spaced'],
      ['trailing.backslash', 'ends with \\'],
    ]);
    expect(units[0]?.note).toBe('Messages of the settings page\nGenerated; edit with care');
    expect(units[2]?.note).toBe('Path on Windows');
  });

  it('reads a backslash before an ordinary character as Java does with propertiesEscapeAllBackslashes', () => {
    const { units } = parse(fixture('properties', 'messages.properties'), {
      propertiesEscapeAllBackslashes: true,
    });
    expect(units[2]?.source).toBe('C:data\new');
  });

  it('protects placeholders only with propertiesTagRegexp', () => {
    const { units } = parse(fixture('properties', 'messages.properties'), {
      propertiesTagRegexp: '\\{\\d+\\}',
    });
    expect(units[1]?.source).toBe('Hello, {2/}! You have {3/} new messages.');
  });

  it('gives files back byte for byte', async () => {
    await expectSameBytes(propertiesFilter, fixture('properties', 'messages.properties'));
    await expectSameBytes(propertiesFilter, fixture('properties', 'crlf.properties'));
    expect(parse(fixture('properties', 'empty.properties')).units).toEqual([]);
  });

  it('writes translations with escapes, and \\u escapes in a non-Unicode encoding', async () => {
    const bytes = fixture('properties', 'messages.properties');
    for (const escapeAll of [false, true]) {
      await expectTranslatedRoundTrip(
        propertiesFilter,
        bytes,
        (unit) =>
          changeText(
            unit.source,
            (plain) => ` ${plain.toUpperCase()} \\d \\ = : # ! «ترجمة»\n東京\t`,
          ),
        { propertiesEscapeAllBackslashes: escapeAll, propertiesTagRegexp: '\\{\\d+\\}' },
      );
    }
    const latin = new Uint8Array(iconv.encode('greeting = Grüße\n', 'latin1'));
    const { skeleton } = parse(latin, { importEncoding: 'ISO-8859-1' });
    const merged = propertiesFilter.merge(skeleton, new Map([['1', 'Привет ü']]), {}) as Uint8Array;
    expect(decode(merged)).toBe('greeting = \\u041f\\u0440\\u0438\\u0432\\u0435\\u0442 \\u00fc\n');
  });

  it('round-trips generated files', { timeout: 30_000 }, async () => {
    // A NUL byte marks a binary file, so the values hold none.
    const text = fc
      .string({ unit: 'binary', maxLength: 12 })
      .map((value) => value.replaceAll('\0', ''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc
              .string({ unit: fc.constantFrom(...'abcxyz019.'), maxLength: 8 })
              .map((key) => `k${key}`),
            text,
          ),
          { maxLength: 6 },
        ),
        fc.constantFrom(' = ', '=', ': ', ' '),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        async (entries, separator, lineEnd, escapeAll) => {
          const escape = (value: string) =>
            value
              .replace(/\\/g, '\\\\')
              .replace(/\n/g, '\\n')
              .replace(/\r/g, '\\r')
              .replace(
                /^[ \t\f]/,
                (space) => `\\${space === ' ' ? ' ' : space === '\t' ? 't' : 'f'}`,
              );
          const file = entries
            .map(([key, value]) => `${key}${separator}${escape(value)}${lineEnd}`)
            .join('');
          const bytes = new TextEncoder().encode(file);
          const settings = { propertiesEscapeAllBackslashes: escapeAll };
          await expectSameBytes(propertiesFilter, bytes, settings);
          await expectTranslatedRoundTrip(
            propertiesFilter,
            bytes,
            (unit) => `«${unit.source}» \\ שלום\n`,
            settings,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
