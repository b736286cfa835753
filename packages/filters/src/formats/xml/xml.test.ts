import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectSameBytes, expectTranslationsReadBack } from '../../../test/roundTrip.js';
import type { FilterSettings } from '../../types.js';
import { xmlFilter } from './xmlFilter.js';

const fixture = (name: string): Uint8Array =>
  new Uint8Array(readFileSync(new URL(`../../../test/fixtures/xml/${name}`, import.meta.url)));
const encode = (value: string): Uint8Array => new TextEncoder().encode(value);
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const sources = async (file: Uint8Array, settings: FilterSettings = {}): Promise<string[]> =>
  (await xmlFilter.parse(file, settings)).units.map((unit) => unit.source);
/** Changes the words of a text piece and leaves its surrounding spaces alone. */
const words =
  (change: (value: string) => string) =>
  (value: string): string =>
    value.replace(/\S(.*\S)?/su, change);

describe('xml filter, plain rules', () => {
  const catalog = fixture('catalog.xml');

  it('makes every element with text a unit by default', async () => {
    expect(await sources(catalog)).toEqual([
      'Spring catalogue',
      'Garden chair',
      'Folding chair made of',
      'FSC & recycled',
      'wood.',
      'Holds up to',
      '120\u00a0kg',
      '.',
      '49.90',
      'Internal: check stock with {1/} before Friday',
      'Parasol',
      '®',
      'Sun shade with <UV> protection & tilt.',
      'Made in EU.\n    Two  spaces   kept.',
      'طاولة الحديقة',
      '庭のテーブル。{1/}耐候性のある素材。',
    ]);
  });

  it('gives back the same bytes for every fixture', async () => {
    for (const name of ['catalog.xml', 'strings.xml', 'legacy-1252.xml']) {
      await expectSameBytes(xmlFilter, fixture(name));
      await expectSameBytes(xmlFilter, fixture(name), { xmlRulesFormat: 'XPATH' });
    }
    expect(await sources(fixture('legacy-1252.xml'))).toEqual(['Café crème', 'Crêpe € 3']);
  });

  it('honours include, exclude, attribute, inline and locked lists', async () => {
    const parsed = await xmlFilter.parse(catalog, {
      xmlIncludeTags: '*, -price, -note, -dc:title',
      xmlIncludeAttributes: 'label',
      xmlLockedTags: 'legal',
      xmlLockedAttributes: 'sku',
      xmlInlineTags: 'b, i',
      xmlInlineSingleTag: 'br, ph',
    });
    expect(
      parsed.units.map(({ source, locked }) => (locked ? `${source} (locked)` : source)),
    ).toEqual([
      'TS-100 (locked)',
      'Garden chair',
      'Garden chair',
      'Folding chair made of {1}FSC & recycled{/1} wood.{2/}Holds up to {3}120\u00a0kg{/3}.',
      'TS-200 (locked)',
      'Parasol',
      'Parasol',
      'Sun shade with <UV> protection & tilt.',
      'Made in EU.\n    Two  spaces   kept. (locked)',
      'TS-300 (locked)',
      'طاولة',
      'طاولة الحديقة',
      '庭のテーブル。{1/}耐候性のある素材。',
    ]);
    expect(await sources(catalog, { xmlIncludeTags: 'name' })).toEqual([
      'Garden chair',
      'Parasol',
      '®',
      'طاولة الحديقة',
    ]);
    expect(
      await sources(catalog, { xmlIncludeExcludeTags: true, xmlIncludeTags: 'product' }),
    ).toEqual(['Spring catalogue']);
    expect(
      await sources(catalog, { xmlIncludeTags: 'description', xmlSmartInlineTags: true }),
    ).toEqual([
      'Folding chair made of {1}FSC & recycled{/1} wood.{2/}Holds up to {3}120\u00a0kg{/3}.',
      'Sun shade with <UV> protection & tilt.',
      '庭のテーブル。{1/}耐候性のある素材。',
    ]);
  });

  it('honours the tag regexp, entity, instruction and segment settings', async () => {
    const file = encode(
      '<!DOCTYPE doc SYSTEM "doc.dtd"><doc><p>Hi %name%, see &product; now<?br?>ok</p></doc>',
    );
    const parsed = await xmlFilter.parse(file, { xmlTagRegexp: '%\\w+%', xmlSegment: false });
    expect(parsed.units).toEqual([
      { id: '1', source: 'Hi {1/}, see {2/} now{3/}ok', segment: false },
    ]);
    expect(
      await sources(file, {
        xmlEscapeUnresolvedEntities: true,
        xmlIgnorePreprocessingInstructions: true,
      }),
    ).toEqual(['Hi %name%, see &product; now', 'ok']);
    const merged = await xmlFilter.merge(
      (await xmlFilter.parse(file, { xmlEscapeUnresolvedEntities: true })).skeleton,
      new Map([['1', 'Hé "%name%" &product;{1/}ok']]),
      { xmlCharacterEntitiesToPreserveOnExport: '", é' },
    );
    expect(text(merged)).toContain('<p>H&#233; &quot;%name%&quot; &amp;product;<?br?>ok</p>');
  });
});

describe('xml filter, XPath rules', () => {
  const strings = fixture('strings.xml');
  const rules: FilterSettings = {
    xmlRulesFormat: 'XPATH',
    xmlElementsAndAttributesXPath: "//string[not(@translatable='false')] | //a/@title",
    xmlLockedElementsAndAttributesXPath: "//string[@name='error_network']",
    xmlInlineElementsXPath: '//b | //a',
    xmlContextNoteXPath: '@comment',
    xmlMaxLengthXPath: '@maxLength',
    xmlContextKeyXPath: 'concat(../@name, "/", @name)',
    xmlTagRegexp: '\\{\\w+\\}',
  };

  it('selects units and reads notes, keys, maximum lengths and locks relative to them', async () => {
    const { units } = await xmlFilter.parse(strings, rules);
    expect(units).toEqual([
      {
        id: '1',
        source: 'Welcome to Tessera',
        key: '/welcome_title',
        note: 'Shown on the first screen',
        maxLength: 24,
        segment: true,
      },
      {
        id: '2',
        source: 'Translate your {1}files{/1} with {2/} colleagues.',
        key: '/welcome_body',
        note: 'Below the title',
        maxLength: 120,
        segment: true,
      },
      // An attribute unit reads its context from the element that holds the attribute.
      { id: '3', source: 'Terms of use', key: 'terms/', segment: true },
      { id: '4', source: 'Read the {1}terms{/1}.', key: '/terms', segment: true },
      {
        id: '5',
        source: 'No connection. Try again later.',
        key: 'errors/error_network',
        note: 'Offline banner',
        locked: true,
        segment: true,
      },
    ]);
    await expectSameBytes(xmlFilter, strings, rules);
    await expectTranslationsReadBack(
      xmlFilter,
      strings,
      words((value) => `«${value}» <&>`),
      rules,
    );
  });

  it('keeps whitespace where the preserve XPath says and finds prefixed names', async () => {
    const file = encode(
      '<d xmlns="urn:d" xmlns:x="urn:x"><x:p>a  b</x:p><p>c  d</p><q x:t="e  f">g</q></d>',
    );
    expect(
      await sources(file, {
        xmlRulesFormat: 'XPATH',
        xmlElementsAndAttributesXPath: '//x:p | //p | //@x:t',
        xmlPreserveWhitespaceXPath: '//x:p',
      }),
    ).toEqual(['a  b', 'c d', 'e  f']);
  });

  it('refuses an XPath that is not valid, naming the setting', async () => {
    await expect(async () =>
      xmlFilter.parse(strings, { xmlRulesFormat: 'XPATH', xmlContextNoteXPath: '@@x' }),
    ).rejects.toThrow(/xmlContextNoteXPath/);
    await expect(async () =>
      xmlFilter.parse(strings, {
        xmlRulesFormat: 'XPATH',
        xmlElementsAndAttributesXPath: 'count(//*)',
      }),
    ).rejects.toThrow(/must select elements or attributes/);
  });
});

describe('xml filter, writing', () => {
  it('writes translations escaped and reads them back', async () => {
    const settings = {
      xmlInlineTags: 'b,i',
      xmlInlineSingleTag: 'br,ph',
      xmlIncludeAttributes: 'label',
    };
    const merged = await expectTranslationsReadBack(
      xmlFilter,
      fixture('catalog.xml'),
      words((value) => `${value.toUpperCase()} <&> "ע" 中文`),
      settings,
    );
    expect(text(merged)).toContain('label="GARDEN CHAIR &lt;&amp;&gt; &quot;ע&quot; 中文"');
    expect(text(merged)).toContain(
      '<![CDATA[SUN SHADE WITH <UV> PROTECTION & TILT. <&> "ע" 中文]]>',
    );
    expect(text(merged)).toContain('<price currency="EUR">');
  });

  it('writes another export encoding into the declaration', async () => {
    const parsed = await xmlFilter.parse(fixture('legacy-1252.xml'), {});
    const targets = new Map([['1', 'Café 日本']]);
    const latin = await xmlFilter.merge(parsed.skeleton, targets, {});
    expect(Buffer.from(latin).toString('latin1')).toContain(
      '<item>Caf\u00e9 &#26085;&#26412;</item>',
    );
    const utf8 = await xmlFilter.merge(parsed.skeleton, targets, { exportEncoding: 'UTF-8' });
    expect(text(utf8)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>[^]*Café 日本/);
  });

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated documents', { timeout: 30_000 }, async () => {
    const word = fc.stringMatching(/^[A-Za-z0-9&<>"'ÄعבדשCJK中文]{1,8}$/);
    const escape = (value: string): string =>
      value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const inline = fc
      .tuple(fc.constantFrom('', 'b', 'i', 'x'), word)
      .map(([tag, value]) => (tag ? `<${tag}>${escape(value)}</${tag}>` : escape(value)));
    const block = fc
      .tuple(
        fc.constantFrom('para', 'title', 'item'),
        fc.array(inline, { minLength: 1, maxLength: 4 }),
        word,
      )
      .map(
        ([tag, parts, title]) =>
          `<${tag} title="${escape(title).replaceAll('"', '&quot;')}">${parts.join(' ')}<br/></${tag}>`,
      );
    const settings = {
      xmlInlineTags: 'b,i',
      xmlInlineSingleTag: 'br',
      xmlIncludeAttributes: 'title',
    };
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 5 }), async (blocks) => {
        const file = encode(`<?xml version="1.0"?>\n<doc>\n${blocks.join('\n')}\n</doc>\n`);
        await expectSameBytes(xmlFilter, file, settings);
        await expectTranslationsReadBack(
          xmlFilter,
          file,
          words((value) => `${value.toUpperCase()}ש`),
          settings,
        );
      }),
      { numRuns: 40 },
    );
  });
});
