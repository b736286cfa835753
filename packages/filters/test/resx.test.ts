import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resxFilter } from '../src/formats/resx/index.js';
import { FilterError } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describe('RESX filter', () => {
  it('reads string resources with their comments and skips the others', async () => {
    const { units } = await resxFilter.parse(fixture('resx', 'Strings.resx'), {});
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['WelcomeTitle', 'Welcome to Tessera, {0}!'],
      ['SaveButton', 'Save & close'],
      ['Markup', 'Use <b>bold</b> for "emphasis"'],
      ['Multiline', 'First line\nSecond line'],
      ['Arabic', 'مرحبا بالعالم'],
    ]);
    expect(units[0]?.note).toBe('Title of the start page; {0} is the user name.');
    expect(units[1]?.note).toBeUndefined();
  });

  it('protects placeholders with resxTagRegexp', async () => {
    const settings = { resxTagRegexp: '\\{\\d+\\}' };
    const { units } = await resxFilter.parse(fixture('resx', 'Strings.resx'), settings);
    expect(units[0]?.source).toBe('Welcome to Tessera, {1/}!');
    const { merged } = await expectTranslatedRoundTrip(
      resxFilter,
      fixture('resx', 'Strings.resx'),
      (unit) => changeText(unit.source, translateText),
      settings,
    );
    expect(new TextDecoder().decode(merged)).toContain('<value>«WELCOME TO TESSERA, »');
  });

  it('gives the file back byte for byte and reads translations back', async () => {
    await expectSameBytes(resxFilter, fixture('resx', 'Strings.resx'));
    await expectTranslatedRoundTrip(resxFilter, fixture('resx', 'Strings.resx'), (unit) =>
      translateText(unit.source),
    );
  });

  it('refuses entity declarations, broken XML and other documents', async () => {
    for (const name of ['external-entity.resx', 'billion-laughs.resx', 'broken.resx']) {
      await expect(async () => resxFilter.parse(fixture('resx', name), {})).rejects.toThrow(
        FilterError,
      );
    }
    await expect(async () => resxFilter.parse(fixture('resx', 'broken.resx'), {})).rejects.toThrow(
      /line 3/,
    );
    const other = new TextEncoder().encode('<resources/>');
    await expect(async () => resxFilter.parse(other, {})).rejects.toThrow(/not a RESX document/);
  });

  it('round-trips generated resources', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sampleText, { maxLength: 4 }), async (values) => {
        const entries = values.map(
          (value, index) =>
            `  <data name="k${index}" xml:space="preserve">\n    <value>${escapeXml(value)}</value>\n  </data>\n`,
        );
        const bytes = new TextEncoder().encode(
          `<?xml version="1.0" encoding="utf-8"?>\n<root>\n${entries.join('')}</root>\n`,
        );
        await expectSameBytes(resxFilter, bytes);
        await expectTranslatedRoundTrip(resxFilter, bytes, (unit) => translateText(unit.source));
      }),
      { numRuns: 40 },
    );
  });
});
