import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { androidFilter } from '../src/formats/android/index.js';
import { escapeAndroid } from '../src/formats/android/androidEscapes.js';
import { filterForFile } from '../src/registry.js';
import { FilterError } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const strings = fixture('android', 'strings.xml');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

describe('Android strings filter', () => {
  it('reads strings, array items and plurals with keys and notes', async () => {
    const { units } = await androidFilter.parse(strings, {});
    expect(units.map((unit) => [unit.key, unit.source])).toEqual([
      ['app_name', 'Tessera'],
      ['welcome', "Welcome, {1}{2}%1$s{/2}{/1}! You're all set."],
      ['quote', 'She said "hello"\nand left.'],
      ['mention', '@everyone can see this'],
      ['html', 'Read the <a href="https://tessera.example/terms">terms</a> & conditions'],
      ['arabic', 'مرحبا بالعالم'],
      ['literal_braces', 'Use {1} literally'],
      ['planets[0]', 'Mercury'],
      ['planets[1]', 'Venus'],
      ['files_downloaded[one]', '%d file downloaded'],
      ['files_downloaded[other]', '%d files downloaded'],
    ]);
    expect(units[0]?.note).toBe('Name of the app in the launcher');
    expect(units[1]?.note).toBe('Greeting on the start screen; %1$s is the user name');
    expect(units[2]?.note).toBeUndefined();
    expect(units[7]?.note).toBe('The planets, in order from the sun');
  });

  it('protects placeholders with androidStringTagRegexp', async () => {
    const settings = { androidStringTagRegexp: '%(?:\\d+\\$)?[sd]' };
    const { units } = await androidFilter.parse(strings, settings);
    expect(units[1]?.source).toBe("Welcome, {1}{2}{3/}{/2}{/1}! You're all set.");
    expect(units[9]?.source).toBe('{1/} file downloaded');
    await expectTranslatedRoundTrip(
      androidFilter,
      strings,
      (unit) => changeText(unit.source, translateText),
      settings,
    );
  });

  it('gives the file back byte for byte and writes escapes, markup and CDATA', async () => {
    await expectSameBytes(androidFilter, strings);
    const { merged } = await expectTranslatedRoundTrip(androidFilter, strings, (unit) =>
      changeText(unit.source, translateText),
    );
    const text = new TextDecoder().decode(merged);
    expect(text).toContain(
      '<string name="welcome">«WELCOME, » &lt;&amp;&gt; \\"q\\" \\\'a\\\'\\nتم 完了<b><xliff:g id="user" example="Ana">«%1$S»',
    );
    expect(text).toContain('<string name="html"><![CDATA[«READ THE <A HREF=');
    expect(text).toContain(
      '<string name="api_url" translatable="false">https://api.tessera.example<',
    );
  });

  it('escapes a translation that starts like a resource reference', async () => {
    const { skeleton } = await androidFilter.parse(strings, {});
    const merged = await androidFilter.merge(skeleton, new Map([['1', '@home ?']]), {});
    expect(new TextDecoder().decode(merged)).toContain(
      '<string name="app_name">\\@home ?</string>',
    );
  });

  it('refuses entity declarations, broken XML and other documents', async () => {
    const parse = async (name: string) => androidFilter.parse(fixture('android', name), {});
    await expect(parse('external-entity.xml')).rejects.toThrow(FilterError);
    await expect(parse('broken.xml')).rejects.toThrow(/line 3/);
    await expect(async () =>
      androidFilter.parse(new TextEncoder().encode('<root/>'), {}),
    ).rejects.toThrow(/not Android strings/);
  });

  it('round-trips generated files', { timeout: 30_000 }, async () => {
    const value = fc.tuple(sampleText, fc.boolean());
    await fc.assert(
      fc.asyncProperty(fc.array(value, { maxLength: 4 }), async (values) => {
        const entries = values.map(([plain, cdata], index) => {
          const escaped = escapeAndroid(plain).replace(/^[@?]/, '\\$&');
          const content = cdata ? `<![CDATA[${escaped}]]>` : escapeXml(escaped);
          return `    <string name="s${index}">${content}</string>\n`;
        });
        const bytes = new TextEncoder().encode(`<resources>\n${entries.join('')}</resources>\n`);
        const units = await expectSameBytes(androidFilter, bytes);
        expect(units.map((unit) => unit.source)).toEqual(
          // A value of tags and white space alone has nothing to translate, so it is no unit.
          values
            .map(([plain]) => plain)
            .filter((plain) => plain.replace(/\{\/?\d+\/?\}/g, '').trim() !== ''),
        );
        await expectTranslatedRoundTrip(androidFilter, bytes, (unit) => translateText(unit.source));
      }),
      { numRuns: 40 },
    );
  });
});

describe('choosing the Android filter for an .xml file', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const strings = `<?xml version="1.0" encoding="utf-8"?>\n<!-- app -->\n<resources>\n  <color name="accent">#fff</color>\n  <plurals name="n"><item quantity="one">One</item></plurals>\n</resources>\n`;

  it('picks Android by a values*/strings.xml path', () => {
    expect(filterForFile('app/src/main/res/values-fr/strings.xml')?.format).toBe('android');
    expect(filterForFile('values/strings.xml')?.format).toBe('android');
    expect(filterForFile('values/colors.xml')?.format).toBe('xml');
  });

  it('picks Android by a <resources> root holding string entries', () => {
    expect(filterForFile('messages.xml', bytes(strings))?.format).toBe('android');
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(strings, 'utf16le'))]);
    expect(filterForFile('messages.xml', utf16)?.format).toBe('android');
  });

  it('keeps plain XML as XML', () => {
    expect(filterForFile('book.xml', bytes('<book><string>a</string></book>'))?.format).toBe('xml');
    expect(
      filterForFile('r.xml', bytes('<resources><color name="a">#000</color></resources>'))?.format,
    ).toBe('xml');
    // A nested <string> is no Android entry.
    expect(
      filterForFile('r.xml', bytes('<resources><group><string>a</string></group></resources>'))
        ?.format,
    ).toBe('xml');
    const withDtd =
      '<?xml version="1.0"?><!DOCTYPE resources [<!ENTITY a "b">]><resources><string name="a">x</string></resources>';
    expect(filterForFile('r.xml', bytes(withDtd))?.format).toBe('xml');
    expect(filterForFile('strings.json', bytes(strings))?.format).toBe('json');
  });

  it('reads only the first 4 KB of a long file', () => {
    const late = `<resources>${'<color name="c">#000</color>'.repeat(400)}<string name="a">x</string></resources>`;
    expect(filterForFile('r.xml', bytes(late))?.format).toBe('xml');
  });
});
