import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { xliff20Filter } from '../src/formats/xliff20/index.js';
import { FilterError } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const app = fixture('xliff20', 'app.xlf');
const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const xliff = (units: string) =>
  encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">\n` +
      `<file id="f1">\n${units}</file></xliff>\n`,
  );
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describe('XLIFF 2.0 filter', () => {
  it('reads segments, inline codes, keys and notes', async () => {
    const { units } = await xliff20Filter.parse(app, {});
    expect(units.map((unit) => [unit.key, unit.source, unit.target])).toEqual([
      [
        'home.greeting',
        'Welcome to {1}Tessera{/1}, <the> TMS & more.',
        'Willkommen bei {1}Tessera{/1}, dem TMS & mehr.',
      ],
      ['home.greeting', 'Press {1/} to start.', 'Drücken Sie {1/}, um zu beginnen.'],
      ['save', 'Save {1}all{/1} changes', undefined],
      ['cjk', '  東京タワーへようこそ。\n  次のページへ。', undefined],
      ['hebrew', 'Open {1/}the file', 'פתח {1/}את הקובץ'],
      ['cdata', 'Use <b>bold</b> & "quotes" here', undefined],
    ]);
    expect(units[0]).toMatchObject({ note: 'Shown on the home page.', segment: false });
    expect(units[2]).toMatchObject({ segment: true });
    expect(units[2]?.note).toBeUndefined();
    expect(units[0]?.confirmed).toBeUndefined();
  });

  it('applies the xlf2 rules, notes, segment and translate settings', async () => {
    const { units } = await xliff20Filter.parse(app, {
      xlf2SkipImportRules: 'state=reviewed',
      xlf2ConfirmSegmentWhenRules: 'state=final, state=translated',
      xlf2LockSegmentWhenRules: 'state=final',
      xlf2ImportNotes: false,
      xlf2Segment: false,
      xlf2RespectTranslateAttribute: false,
      xlf2ContextKeyXPath: 'segment/@id',
    });
    expect(units.map((unit) => [unit.key, unit.confirmed, unit.locked, unit.segment])).toEqual([
      ['s1', true, false, false],
      ['s2', true, true, false],
      ['s3', false, false, false],
      [undefined, false, false, false],
      [undefined, false, false, false],
      [undefined, false, false, false],
    ]);
    expect(units[3]?.source).toBe('v2.4.1');
    expect(units.every((unit) => unit.note === undefined)).toBe(true);
    const byFile = await xliff20Filter.parse(app, { xlf2ContextKeyXPath: '//file/@original' });
    expect(byFile.units[0]?.key).toBe('app.json');
    await expect(async () =>
      xliff20Filter.parse(app, { xlf2ContextKeyXPath: 'unit/source' }),
    ).rejects.toThrow(/xlf2ContextKeyXPath/);
  });

  it('keeps whitespace with xlf2PreserveWhitespace and copies skipped sources when asked', async () => {
    const { units } = await xliff20Filter.parse(app, { xlf2PreserveWhitespace: true });
    expect(units[4]?.source).toBe('Open {1/}the   file');
    const bytes = xliff(
      '<unit id="1"><segment><source>Keep <pc id="1">me</pc></source></segment></unit>\n',
    );
    const settings = {
      xlf2SkipImportRules: 'id=1',
      xlf2CopySourceToTargetIfSegmentNotImported: true,
    };
    const parsed = await xliff20Filter.parse(bytes, settings);
    expect(parsed.units).toEqual([]);
    expect(
      decode(await xliff20Filter.merge(parsed.skeleton, new Map(), settings, undefined, bytes)),
    ).toContain('<source>Keep <pc id="1">me</pc></source><target>Keep <pc id="1">me</pc></target>');
  });

  it('gives the file back byte for byte and writes new targets', async () => {
    await expectSameBytes(xliff20Filter, app, {}, true);
    // Line breaks in targets survive only where whitespace is preserved.
    const { merged } = await expectTranslatedRoundTrip(
      xliff20Filter,
      app,
      (unit) => changeText(unit.source, translateText),
      { xlf2PreserveWhitespace: true },
      true,
    );
    const text = decode(merged);
    expect(text).toContain(
      '<target>«SAVE » &lt;&amp;&gt; "q" \'a\'\nتم 完了<sc id="3" type="fmt"/>«ALL» &lt;&amp;&gt;',
    );
    expect(text).toContain('</source>\n          <target>«SAVE');
    expect(text).toContain('<target>«USE &lt;B&gt;BOLD&lt;/B&gt; &amp; "QUOTES" HERE»');
  });

  it('is refused by the XLIFF 1.2 filter, and refuses XLIFF 1.2 and hostile files', async () => {
    expect(() => xliff12Filter.parse(app, {})).toThrow(/XLIFF 2.0 format/);
    await expect(async () =>
      xliff20Filter.parse(fixture('xliff12', 'app.xlf'), {}),
    ).rejects.toThrow(/not an XLIFF 2 document/);
    for (const name of ['billion-laughs.xlf', 'external-entity.xlf']) {
      await expect(async () => xliff20Filter.parse(fixture('xliff20', name), {})).rejects.toThrow(
        FilterError,
      );
    }
    await expect(async () =>
      xliff20Filter.parse(fixture('xliff20', 'broken.xlf'), {}),
    ).rejects.toThrow(/line 3/);
  });

  it('round-trips generated segments with codes', { timeout: 30_000 }, async () => {
    const content = fc.array(
      fc.oneof(
        sampleText.map(escapeXml),
        fc.constantFrom('<pc id="1">bold</pc>', '<ph id="2"/>', '<sc id="3"/>x<ec startRef="3"/>'),
      ),
      { minLength: 1, maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(content, { minLength: 1, maxLength: 3 }), async (sources) => {
        const units = sources
          .map(
            (parts, index) =>
              `<unit id="u${index}"><segment><source xml:space="preserve">${parts.join('')}</source></segment></unit>\n`,
          )
          .join('');
        const bytes = xliff(units);
        await expectSameBytes(xliff20Filter, bytes, {}, true);
        await expectTranslatedRoundTrip(
          xliff20Filter,
          bytes,
          (unit) => changeText(unit.source, translateText),
          {},
          true,
        );
      }),
      { numRuns: 40 },
    );
  });
});
