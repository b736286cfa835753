import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xliff12Filter } from '../src/formats/xliff12/index.js';
import { FilterError } from '../src/types.js';
import {
  asBinary,
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  samplePiece,
} from './roundTrip.js';

const encode = (text: string) => new TextEncoder().encode(text);
const parseOf = (bytes: Uint8Array) => () => xliff12Filter.parse(bytes, {});
const xliff = (units: string) =>
  encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
      `<file original="a" source-language="en" target-language="de"><body>\n${units}</body></file></xliff>\n`,
  );

describe('XLIFF 1.2 filter', () => {
  it('reads a unit where its holders place it: translate and xml:space from the nearest, holders only', async () => {
    const bytes = encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n` +
        `<file original="a" source-language="en" target-language="de" xml:space="preserve"><body>\n` +
        `<trans-unit id="kept"><source>Kept  as  written</source></trans-unit>\n` +
        `<group id="plain" xml:space="default">` +
        `<trans-unit id="collapsed"><source>Spaces  collapsed</source></trans-unit>` +
        `<group id="off" translate="no"><trans-unit id="skipped"><source>Not read</source></trans-unit>` +
        `<group id="deeper"><trans-unit id="skipped-too"><source>Nor this</source></trans-unit></group></group>` +
        `<trans-unit id="again"><source>Read  again</source></trans-unit></group>\n` +
        `<note><trans-unit id="outside"><source>Outside the holders</source></trans-unit></note>\n` +
        `<trans-unit id="last" xml:space="default"><source>Last  one</source></trans-unit>\n` +
        `</body></file></xliff>\n`,
    );
    const { units } = await xliff12Filter.parse(bytes, {});
    expect(units.map((unit) => unit.source)).toEqual([
      'Kept  as  written',
      'Spaces collapsed',
      'Read again',
      'Last one',
    ]);
  });

  it('reads sources, targets, inline codes, keys and notes', async () => {
    const { units } = await xliff12Filter.parse(fixture('xliff12', 'app.xlf'), {});
    expect(units.map((unit) => unit.key)).toEqual([
      'home.greeting',
      'save',
      'cancel',
      'codes',
      'cjk',
      'cdata',
      'hebrew',
      'literal-braces',
    ]);
    expect(units[0]).toMatchObject({
      source: 'Welcome to {1}Tessera{/1}, <the> TMS & more.',
      target: 'مرحبا بكم في {1}Tessera{/1}، نظام إدارة الترجمة.',
      note: 'Shown on the home page.',
      segment: false,
    });
    expect(units[1]).toMatchObject({ source: 'Save{1/}changes', target: 'حفظ{1/}التغييرات' });
    expect(units[2]).toMatchObject({ source: 'Cancel', segment: true });
    expect(units[2]?.target).toBeUndefined();
    expect(units[3]?.source).toBe('Click {1/}here{2/} or press {3/}.{4/}Italic');
    expect(units[4]?.source).toBe('  東京タワーへようこそ。\n  次のページへ。');
    expect(units[5]?.source).toBe('Use <b>bold</b> & "quotes" here');
    expect(units[6]).toMatchObject({
      source: 'Open {1/}file{2/} in the editor',
      target: 'פתח {1/}קובץ{2/} בעורך',
    });
    expect(units[7]?.source).toBe('Hello {1} and {2}{name}{/2}');
  });

  it('gives the file back byte for byte when nothing changes', async () => {
    await expectSameBytes(xliff12Filter, fixture('xliff12', 'app.xlf'), {}, true);
  });

  it('writes new targets into existing, empty and missing target elements', async () => {
    const bytes = fixture('xliff12', 'app.xlf');
    const { merged, units } = await expectTranslatedRoundTrip(
      xliff12Filter,
      bytes,
      (unit) => changeText(unit.source, (plain) => plain.toUpperCase()),
      {},
      true,
    );
    const text = new TextDecoder().decode(merged);
    expect(text).toContain(
      '<target state="needs-translation">CLICK <bpt id="3">&lt;a href="/help"&gt;</bpt>HERE',
    );
    expect(text).toContain('<source>Cancel</source>\n          <target>CANCEL</target>');
    expect(text).toContain(
      '<target state="new">  東京タワーへようこそ。\n  次のページへ。</target>',
    );
    expect(text).toContain('<source>v2.4.1</source>\n        </trans-unit>');
    expect(units[7]?.target).toBe('HELLO {1} AND {2}{NAME}{/2}');
  });

  it('writes characters XML must escape and drops those it cannot hold', async () => {
    const bytes = xliff('<trans-unit id="1"><source>a</source></trans-unit>\n');
    const { skeleton } = await xliff12Filter.parse(bytes, {});
    const merged = new TextDecoder().decode(
      await xliff12Filter.merge(
        skeleton,
        new Map([['1', 'x < y & "z"\u0001']]),
        {},
        undefined,
        bytes,
      ),
    );
    expect(merged).toContain('<target>x &lt; y &amp; "z"</target>');
  });

  it('applies the do-not-import, confirm and lock rules', async () => {
    const bytes = fixture('xliff12', 'app.xlf');
    const { units } = await xliff12Filter.parse(bytes, {
      xlfDoNotImportSegmentWhenRules: 'state=signed-off, translate=no',
      xlfConfirmSegmentWhenRules: 'state=final,state=translated',
      xlfLockSegmentWhenRules: 'approved=yes',
      xlfExtractNote: false,
      xlfSegment: false,
    });
    expect(units.map((unit) => unit.key)).not.toContain('hebrew');
    expect(units[0]).toMatchObject({ confirmed: true, locked: false, segment: false });
    expect(units[0]?.note).toBeUndefined();
    expect(units[1]).toMatchObject({ confirmed: true, locked: true });
    expect(units[2]).toMatchObject({ confirmed: false, locked: false, segment: false });
  });

  it('copies the source of a unit it did not import into its target when asked', async () => {
    const bytes = xliff('<trans-unit id="1"><source>Keep <g id="1">me</g></source></trans-unit>\n');
    const settings = {
      xlfDoNotImportSegmentWhenRules: 'id=1',
      xlfCopySourceToTargetIfSegmentNotImported: true,
    };
    const { units, skeleton } = await xliff12Filter.parse(bytes, settings);
    expect(units).toEqual([]);
    const merged = new TextDecoder().decode(
      await xliff12Filter.merge(skeleton, new Map(), settings, undefined, bytes),
    );
    expect(merged).toContain(
      '<source>Keep <g id="1">me</g></source><target>Keep <g id="1">me</g></target>',
    );
  });

  it('keeps whitespace with xlfPreserveWhitespace', async () => {
    const bytes = xliff('<trans-unit id="1"><source> two  spaces </source></trans-unit>\n');
    expect((await xliff12Filter.parse(bytes, {})).units[0]?.source).toBe('two spaces');
    // A tab, a line break and a no-break space collapse too, with tags or without.
    const mixed = xliff(
      '<trans-unit id="1"><source>a\t b\n\u00a0c </source></trans-unit>\n' +
        '<trans-unit id="2"><source> a\t b<x id="1"/>\n\u00a0c</source></trans-unit>\n',
    );
    expect((await xliff12Filter.parse(mixed, {})).units.map((unit) => unit.source)).toEqual([
      'a b c',
      'a b{1/} c',
    ]);
    expect(
      (await xliff12Filter.parse(bytes, { xlfPreserveWhitespace: true })).units[0]?.source,
    ).toBe(' two  spaces ');
  });

  it('refuses hostile, broken, empty and foreign files with a FilterError', async () => {
    expect(parseOf(fixture('xliff12', 'billion-laughs.xlf'))).toThrow(
      'The file contains a document type declaration with entities, which is not allowed.',
    );
    expect(parseOf(fixture('xliff12', 'external-entity.xlf'))).toThrow(FilterError);
    expect(parseOf(fixture('xliff12', 'broken.xlf'))).toThrow(/line 4/);
    expect(parseOf(fixture('xliff12', 'empty.xlf'))).toThrow(FilterError);
    expect(() => xliff12Filter.parse(encode('<html/>'), {})).toThrow(/not an XLIFF document/);
    expect(() => xliff12Filter.parse(encode('<xliff version="2.0"/>'), {})).toThrow(/XLIFF 2.0/);
    expect(() => xliff12Filter.parse(xliff(''), { xlfLockSegmentWhenRules: 'state' })).toThrow(
      /xlfLockSegmentWhenRules/,
    );
  });

  it('reads UTF-16 files and writes them back in their encoding, or in exportEncoding', async () => {
    const text =
      '<?xml version="1.0" encoding="UTF-16"?><xliff version="1.2"><file><body><trans-unit id="1"><source>Grüße</source></trans-unit></body></file></xliff>';
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    await expectSameBytes(xliff12Filter, bytes, {}, true);
    const { skeleton } = await xliff12Filter.parse(bytes, {});
    const merged = await xliff12Filter.merge(
      skeleton,
      new Map([['1', 'Größe']]),
      { exportEncoding: 'UTF-8' },
      undefined,
      bytes,
    );
    expect(new TextDecoder().decode(merged)).toContain('encoding="UTF-8"?>');
    expect(new TextDecoder().decode(merged)).toContain('<target>Größe</target>');
  });

  it('round-trips generated units with tags, RTL and CJK text', { timeout: 30_000 }, async () => {
    const piece = fc.oneof(samplePiece, fc.constant('a{b}'));
    const tags = ['<g id="1">bold</g>', '<x id="2"/>', '<ph id="3">%s</ph>'];
    const content = fc.array(fc.oneof(piece, fc.constantFrom(...tags)), {
      minLength: 1,
      maxLength: 6,
    });
    // A text piece may itself start with "<g", so tags are known by value, not by prefix.
    const escapeContent = (part: string) =>
      tags.includes(part)
        ? part
        : part
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            // eslint-disable-next-line no-control-regex -- these control characters are what XML cannot hold
            .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
            .replace(/[\ud800-\udfff]/g, '');
    await fc.assert(
      fc.asyncProperty(fc.array(content, { minLength: 1, maxLength: 4 }), async (sources) => {
        const units = sources
          .map(
            (parts, index) =>
              `<trans-unit id="u${index}" xml:space="preserve"><source>${parts.map(escapeContent).join('')}</source></trans-unit>\n`,
          )
          .join('');
        const bytes = xliff(units);
        const parsed = await xliff12Filter.parse(bytes, {});
        expect(
          asBinary(await xliff12Filter.merge(parsed.skeleton, new Map(), {}, undefined, bytes)),
        ).toBe(asBinary(bytes));
        await expectTranslatedRoundTrip(
          xliff12Filter,
          bytes,
          (unit) => changeText(unit.source, (plain) => `«${plain.toUpperCase()}» <&>\n`),
          {},
          true,
        );
      }),
      { numRuns: 60 },
    );
  });
});
