import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multilingualXmlFilter } from '../src/formats/multilingualXml/index.js';
import { FilterError, type FilterSettings, type ParseResult } from '../src/types.js';
import { expectSameBytes, expectTranslatedRoundTrip } from './roundTrip.js';

const filter = multilingualXmlFilter;
const bytesOf = (text: string) => new TextEncoder().encode(text);
const parse = (text: string, settings: FilterSettings = {}) =>
  filter.parse(bytesOf(text), settings) as ParseResult;
const merge = (
  parsed: ParseResult,
  targets: Record<string, string>,
  settings: FilterSettings = {},
) =>
  new TextDecoder().decode(
    filter.merge(parsed.skeleton, new Map(Object.entries(targets)), settings) as Uint8Array,
  );

// The sample of Phrase's (Memsource's) multilingual XML help page, French left out of one entry.
const memsource = `<?xml version="1.0" encoding="utf-8"?>
<root>
Not translatable text.
<tu note="context note" key="ID 254" maxlen="16">
  <tuv lang="en">
    <seg>First segment.</seg>
  </tuv>
  <tuv lang="fr">
    <seg>Premier segment.</seg>
  </tuv>
</tu>
<tu note="another context note" key="ID 255" maxlen="18">
  <tuv lang="en">
    <seg>Second segment.</seg>
  </tuv>
</tu>
</root>
`;
const memsourceSettings: FilterSettings = {
  sourceLocale: 'en',
  targetLocale: 'fr',
  multilingualXmlTranslatableElementsXPath: '//tu',
  multilingualXmlSourceElementsXPath: "tuv[@lang='en']/seg",
  multilingualXmlTargetElementsXPath: 'tuv[@lang=$targetLanguage]/seg',
};

const entry = (source: string, target = '') =>
  `<entries><entry id="e1"><text lang="en">${source}</text>${target}</entry></entries>`;
const sources = (text: string, settings: FilterSettings = {}) =>
  parse(text, settings).units.map((unit) => unit.source);

describe('multilingual XML settings', () => {
  it('finds entries, sources and targets with the XPath settings, the language elements nested', async () => {
    const parsed = parse(memsource, memsourceSettings);
    expect(parsed.units.map((unit) => [unit.source, unit.target])).toEqual([
      ['First segment.', 'Premier segment.'],
      ['Second segment.', undefined],
    ]);
    await expectSameBytes(filter, bytesOf(memsource), memsourceSettings, true);
    expect(merge(parsed, { '2': 'Deuxième segment.' }, memsourceSettings)).toContain(
      `  <tuv lang="en">
    <seg>Second segment.</seg>
  </tuv>
  <tuv lang="fr">
    <seg>Deuxième segment.</seg>
  </tuv>
</tu>`,
    );
    await expectTranslatedRoundTrip(
      filter,
      bytesOf(memsource),
      (unit) => `«${unit.source}»`,
      memsourceSettings,
      true,
    );
  });

  it('takes as default entries what the documented XPath selects', () => {
    const text = entry('Hello', '<text lang="de">Hallo</text>') + '<!-- -->';
    const nested = `<root xml:lang="en"><group><item xml:lang="en">A</item></group>${text.replace('<entries>', '<entries><item lang="en">B</item>')}</root>`;
    const units = (settings: FilterSettings) =>
      parse(nested, settings).units.map((unit) => [unit.source, unit.target]);
    expect(units({})).toEqual([
      ['A', undefined],
      ['B', undefined],
      ['Hello', 'Hallo'],
    ]);
    expect(
      units({
        multilingualXmlTranslatableElementsXPath:
          '//*[not(@xml:lang or @lang)][*[@xml:lang or @lang]]',
      }),
    ).toEqual(units({}));
  });

  it('puts the job languages into $sourceLanguage and $targetLanguage, whatever attribute holds them', () => {
    const text =
      '<strings><string name="ok"><lang code="en">OK</lang><lang code="de">OK</lang></string>' +
      '<string name="cancel"><lang code="en">Cancel</lang></string></strings>';
    const settings: FilterSettings = {
      sourceLocale: 'en',
      targetLocale: 'de',
      multilingualXmlTranslatableElementsXPath: '//string',
      multilingualXmlSourceElementsXPath: 'lang[@code=$sourceLanguage]',
      multilingualXmlTargetElementsXPath: 'lang[@code=$targetLanguage]',
    };
    const parsed = parse(text, settings);
    expect(parsed.units.map((unit) => [unit.source, unit.target])).toEqual([
      ['OK', 'OK'],
      ['Cancel', undefined],
    ]);
    expect(merge(parsed, { '2': 'Abbrechen' }, settings)).toContain(
      '<lang code="en">Cancel</lang><lang code="de">Abbrechen</lang></string>',
    );
  });

  it('makes non-translatable inline elements one tag with their content', () => {
    const text = entry('Run <code>npm install</code> <i>first</i>.');
    expect(sources(text)).toEqual(['Run {1}npm install{/1} {2}first{/2}.']);
    const settings = { multilingualXmlNonTranslatableInlineElementsXPath: '//code' };
    const parsed = parse(text, { ...settings, targetLocale: 'de' });
    expect(parsed.units[0]?.source).toBe('Run {1/} {2}first{/2}.');
    expect(merge(parsed, { '1': '{2}Zuerst{/2} {1/} ausführen.' })).toContain(
      '<text lang="de"><i>Zuerst</i> <code>npm install</code> ausführen.</text>',
    );
  });

  it('reads context notes, keys and maximum lengths relative to the entry', () => {
    const [first] = parse(memsource, {
      ...memsourceSettings,
      multilingualXmlContextNoteXPath: '@note',
      multilingualXmlContextKeyXPath: '@key',
      multilingualXmlMaxLengthXPath: '@maxlen',
    }).units;
    expect(first).toMatchObject({ note: 'context note', key: 'ID 254', maxLength: 16 });
    expect(parse(memsource, memsourceSettings).units[0]).not.toHaveProperty('note');
  });

  it('lets the server split units into sentences unless multilingualXmlSegment is off', () => {
    const text = entry('One. Two.');
    expect(parse(text).units[0]?.segment).toBe(true);
    expect(parse(text, { multilingualXmlSegment: false }).units[0]?.segment).toBe(false);
  });

  it('reads the source text as HTML with multilingualXmlUseHtmlSubfilter', async () => {
    const text = entry(
      '&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Bye&lt;/p&gt;',
      '<text lang="de">&lt;p&gt;Hallo &lt;b&gt;Welt&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Tschüss&lt;/p&gt;</text>',
    );
    expect(sources(text)).toEqual(['<p>Hello <b>world</b></p><p>Bye</p>']);
    const settings = { multilingualXmlUseHtmlSubfilter: true };
    const parsed = parse(text, settings);
    expect(parsed.units.map((unit) => [unit.source, unit.target])).toEqual([
      ['Hello {1}world{/1}', 'Hallo {1}Welt{/1}'],
      ['Bye', 'Tschüss'],
    ]);
    await expectSameBytes(filter, bytesOf(text), settings, true);
    expect(merge(parsed, { '2': 'Auf Wiedersehen' }, settings)).toContain(
      '<text lang="de">&lt;p&gt;Hallo &lt;b&gt;Welt&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Auf Wiedersehen&lt;/p&gt;</text>',
    );
    const missing = entry('<![CDATA[<p>Hello <b>world</b></p>]]>');
    const created = parse(missing, { ...settings, targetLocale: 'de' });
    expect(created.units.map((unit) => unit.source)).toEqual(['Hello {1}world{/1}']);
    expect(merge(created, { '1': 'Hallo {1}Welt{/1}' })).toContain(
      '<text lang="de"><![CDATA[<p>Hallo <b>Welt</b></p>]]></text>',
    );
    await expectTranslatedRoundTrip(
      filter,
      bytesOf(missing),
      (unit) => unit.source.replace('Hello', 'Hallo'),
      { ...settings, targetLocale: 'de' },
      true,
    );
  });

  it('keeps white space as written with multilingualXmlPreserveWhitespace', () => {
    const text = entry('Line one\n      line   two');
    expect(sources(text)).toEqual(['Line one line two']);
    expect(sources(text, { multilingualXmlPreserveWhitespace: true })).toEqual([
      'Line one\n      line   two',
    ]);
  });

  it('protects what multilingualXmlTagRegexp matches as tags', () => {
    const text = entry('Hello {name}, you have %d new messages');
    expect(sources(text)).toEqual(['Hello {name}, you have %d new messages']);
    expect(sources(text, { multilingualXmlTagRegexp: '\\{\\w+\\}|%d' })).toEqual([
      'Hello {1/}, you have {2/} new messages',
    ]);
    expect(() => parse(text, { multilingualXmlTagRegexp: '(' })).toThrow(FilterError);
  });

  it('refuses an XPath that is not valid or selects no elements', () => {
    const text = entry('Hello');
    expect(() => parse(text, { multilingualXmlTranslatableElementsXPath: '//[' })).toThrow(
      FilterError,
    );
    expect(() => parse(text, { multilingualXmlSourceElementsXPath: 'count(*)' })).toThrow(
      FilterError,
    );
  });

  it('reads the default source and target rules from the tree as the XPath engine reads them', () => {
    // The same rules with spaces inside are no longer the defaults: the engine evaluates them.
    const throughEngine: FilterSettings = {
      multilingualXmlSourceElementsXPath: '*[ @xml:lang=$sourceLanguage or @lang=$sourceLanguage ]',
      multilingualXmlTargetElementsXPath: '*[ @xml:lang=$targetLanguage or @lang=$targetLanguage ]',
    };
    const language = fc.constantFrom('en', 'fr', 'EN', '', 'en-US', 'de');
    const child = fc.record({
      name: fc.constantFrom('tuv', 'd:tuv', 'seg', 'tuv'),
      attribute: fc.constantFrom('lang', 'xml:lang', 'd:lang', 'language', 'both'),
      language,
      text: fc.constantFrom('Hello.', 'Bonjour.', 'One. Two.', '<b>Bold</b> text', ''),
    });
    type Child = { name: string; attribute: string; language: string; text: string };
    const element = ({ name, attribute, language: value, text }: Child) =>
      attribute === 'both'
        ? `<${name} lang="${value}" xml:lang="${value}">${text}</${name}>`
        : `<${name} ${attribute}="${value}">${text}</${name}>`;
    const entry = fc
      .array(child, { minLength: 1, maxLength: 4 })
      .map((children) => `<tu>${children.map(element).join('')}</tu>`);
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('en', 'fr', ''),
        fc.constantFrom('fr', 'de', 'en'),
        (entries, sourceLocale, targetLocale) => {
          const text = `<root xmlns:d="urn:d">${entries.join('\n')}</root>`;
          const settings: FilterSettings = { sourceLocale, targetLocale };
          const fast = parse(text, settings);
          const engine = parse(text, { ...settings, ...throughEngine });
          expect(fast.units).toEqual(engine.units);
          expect(Buffer.from(fast.skeleton).equals(Buffer.from(engine.skeleton))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
