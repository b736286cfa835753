import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iosStringsFilter } from '../src/formats/iosStrings/index.js';
import { escapeStrings } from '../src/formats/iosStrings/readStrings.js';
import { FilterError } from '../src/types.js';
import {
  asBinary,
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

describe('iOS strings filter', () => {
  it('reads keys, values, escapes and comments', async () => {
    const { units } = await iosStringsFilter.parse(
      fixture('iosStrings', 'Localizable.strings'),
      {},
    );
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['welcome.title', 'Welcome to Tessera, %@!'],
      ['button.save', 'Save'],
      ['download.done', 'Downloaded %d files\nto "%@"'],
      ['path.hint', 'Folder: C:\\Projects'],
      ['arabic', 'مرحبا بالعالم'],
      ['japanese', '東京タワーへようこそ。'],
      ['unquoted_key', 'Unquoted keys are allowed'],
      ['escaped.unicode', 'Café'],
    ]);
    expect(units.map((unit) => unit.note)).toEqual([
      'Title of the welcome screen',
      'Button that saves the document.\n   Keep it short.',
      'Shown when a download finishes',
      ...Array<undefined>(5).fill(undefined),
    ]);
  });

  it('reads UTF-16 with and without a byte order mark and writes it back alike', async () => {
    const withMark = fixture('iosStrings', 'Localizable-utf16.strings');
    const utf8 = await iosStringsFilter.parse(fixture('iosStrings', 'Localizable.strings'), {});
    const utf16 = await expectSameBytes(iosStringsFilter, withMark);
    expect(utf16).toEqual(utf8.units);
    const withoutMark = withMark.subarray(2);
    expect(await expectSameBytes(iosStringsFilter, withoutMark)).toEqual(utf8.units);
    const { merged } = await expectTranslatedRoundTrip(iosStringsFilter, withMark, (unit) =>
      translateText(unit.source),
    );
    expect(asBinary(merged.subarray(0, 2))).toBe(asBinary(withMark.subarray(0, 2)));
  });

  it('protects placeholders with macStringsTagRegexp and escapes translations', async () => {
    const settings = { macStringsTagRegexp: '%(?:\\d+\\$)?[@dsf]' };
    const bytes = fixture('iosStrings', 'Localizable.strings');
    const { units } = await iosStringsFilter.parse(bytes, settings);
    expect(units[2]?.source).toBe('Downloaded {1/} files\nto "{2/}"');
    await expectSameBytes(iosStringsFilter, bytes, settings);
    const { merged } = await expectTranslatedRoundTrip(
      iosStringsFilter,
      bytes,
      (unit) => changeText(unit.source, translateText),
      settings,
    );
    expect(new TextDecoder().decode(merged)).toContain(
      '"welcome.title" = "«WELCOME TO TESSERA, » <&> \\"q\\" \'a\'\\nتم 完了%@«!» <&>',
    );
  });

  it('refuses broken files with the line', async () => {
    await expect(async () =>
      iosStringsFilter.parse(fixture('iosStrings', 'broken.strings'), {}),
    ).rejects.toThrow(/line 3: ';' expected/);
    await expect(async () =>
      iosStringsFilter.parse(new TextEncoder().encode('"a" = "b'), {}),
    ).rejects.toThrow(FilterError);
  });

  it('round-trips generated files', { timeout: 30_000 }, async () => {
    const entry = fc.tuple(sampleText, sampleText, fc.constantFrom(' = ', '=', ' =\n  '));
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 4 }), async (entries) => {
        const file = entries
          .map(
            ([key, value, separator]) =>
              `/* ${key.replaceAll('*/', '')} */\n"${escapeStrings(key)}"${separator}"${escapeStrings(value)}";\n`,
          )
          .join('\n');
        const bytes = new TextEncoder().encode(file);
        await expectSameBytes(iosStringsFilter, bytes);
        await expectTranslatedRoundTrip(iosStringsFilter, bytes, (unit) =>
          translateText(unit.source),
        );
      }),
      { numRuns: 40 },
    );
  });
});
