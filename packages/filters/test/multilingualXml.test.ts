import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multilingualXmlFilter } from '../src/formats/multilingualXml/index.js';
import { FilterError, type FilterSettings, type ParseResult } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const filter = multilingualXmlFilter;
const parse = (bytes: Uint8Array, settings: FilterSettings = {}) =>
  filter.parse(bytes, settings) as ParseResult;
const merge = (
  parsed: ParseResult,
  targets: Record<string, string>,
  settings: FilterSettings = {},
) =>
  new TextDecoder().decode(
    filter.merge(parsed.skeleton, new Map(Object.entries(targets)), settings) as Uint8Array,
  );
const bytesOf = (text: string) => new TextEncoder().encode(text);
const file = (name: string) => fixture('multilingualXml', name);

describe('multilingual XML filter', () => {
  it('reads the source language element of each entry, and the target one as its target', () => {
    const { units } = parse(file('catalogue.xml'));
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([
      ['Cordless drill with two batteries', 'Akku-Bohrschrauber mit zwei Akkus'],
      [
        'The {1}quick-release{/1} chuck holds bits up to 13 mm. Charging takes 45 minutes.',
        'Das {1}Schnellspann{/1}bohrfutter hält Bits bis 13 mm. Das Laden dauert 45 Minuten.',
      ],
      [
        'Safety goggles & ear protection, sold as a set',
        'Schutzbrille & Gehörschutz, als Set verkauft',
      ],
      ['Price includes VAT.{1/}Free delivery from 50 €.', undefined],
      ['Spare battery', undefined],
    ]);
    expect(units.every((unit) => unit.segment)).toBe(true);
  });

  it('holds the units and words the notes count by hand in the catalogue', () => {
    const { units } = parse(file('catalogue.xml'));
    // Paired tags sit inside words; a standalone tag (a line break) separates them.
    const plain = units.map((unit) =>
      unit.source.replace(/\{\/?\d+\}/g, '').replace(/\{\d+\/\}/g, ' '),
    );
    expect(units).toHaveLength(5);
    expect(plain.flatMap((text) => text.split(/\s+/).filter(Boolean))).toHaveLength(37);
  });

  it('keeps right-to-left and CJK text byte-exact', async () => {
    const sample = 'עברית العربية 中文 日本語 한국어';
    const { merged } = await expectTranslatedRoundTrip(
      filter,
      file('rtl-cjk.xml'),
      (unit) => changeText(unit.source, (plain) => plain + sample),
      {},
      true,
    );
    expect(Buffer.from(merged).includes(Buffer.from(sample))).toBe(true);
    expect(Buffer.from(merged).includes(Buffer.from('欢迎！触摸屏幕开始。'))).toBe(true);
  });

  it('creates a missing target element after the source, named with the target language', () => {
    const parsed = parse(file('missing-targets.xml'), {
      sourceLocale: 'en',
      targetLocale: 'fr_fr',
    });
    const merged = merge(parsed, { '2': 'Enregistrer', '4': 'Synchronisé il y a {1}2 min{/1}' });
    expect(merged).toContain(
      '<value xml:lang="en">Save</value>\n    <value xml:lang="fr">Enregistrer</value>\n  </string>',
    );
    expect(merged).toContain('<value xml:lang="fr">Synchronisé il y a <em>2 min</em></value>');
    // An entry without a translation gets no element.
    expect(merged).not.toContain('<value xml:lang="fr">You have');
  });

  it('names a new language with the job locale when the document has no spelling of it', () => {
    const parsed = parse(file('missing-targets.xml'), {
      sourceLocale: 'en',
      targetLocale: 'pt_br',
    });
    expect(parsed.units.every((unit) => unit.target === undefined)).toBe(true);
    expect(merge(parsed, { '1': 'Abrir…' })).toContain(
      '<value xml:lang="en">Open…</value>\n    <value xml:lang="pt-BR">Abrir…</value>\n    <value xml:lang="fr">',
    );
  });

  it('fills empty and self-closing target elements', () => {
    const merged = merge(parse(file('catalogue.xml')), {
      '4': 'Preis inkl. MwSt.{1/}Versandkostenfrei ab 50 €.',
      '5': 'Ersatzakku',
    });
    expect(merged).toContain(
      '<text lang="de">Preis inkl. MwSt.<br/>Versandkostenfrei ab 50 €.</text>',
    );
    expect(merged).toContain('<text lang="de">Ersatzakku</text>');
  });

  it('takes the job languages in the spelling of the document', () => {
    const { units } = parse(file('rtl-cjk.xml'), { sourceLocale: 'he', targetLocale: 'zh_hans' });
    expect(units.map((unit) => [unit.source, unit.target])).toEqual([
      ['ברוכים הבאים! געו במסך כדי להתחיל.', '欢迎！触摸屏幕开始。'],
      ['התשלום ב{1}כרטיס{/1} בלבד.', undefined],
    ]);
    const de = parse(file('catalogue.xml'), { sourceLocale: 'en_us', targetLocale: 'de_de' });
    expect(de.units[0]?.target).toBe('Akku-Bohrschrauber mit zwei Akkus');
  });

  it('refuses to write a new target element when no target language is known', () => {
    const only = bytesOf('<list><item><t lang="en">Hello</t></item></list>');
    const parsed = parse(only);
    expect(parsed.units.map((unit) => unit.source)).toEqual(['Hello']);
    expect(() => merge(parsed, { '1': 'Hallo' })).toThrow(FilterError);
    expect(merge(parse(only, { targetLocale: 'de' }), { '1': 'Hallo' })).toBe(
      '<list><item><t lang="en">Hello</t><t lang="de">Hallo</t></item></list>',
    );
  });

  it('keeps the encoding the file declares, and refuses bytes that are no text', () => {
    const latin = new Uint8Array(
      Buffer.from(
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n<e><t lang="en">Size</t><t lang="de">Gr\u00f6\u00dfe</t></e>\n',
        'latin1',
      ),
    );
    const parsed = parse(latin);
    expect(parsed.units[0]?.target).toBe('Größe');
    const merged = filter.merge(parsed.skeleton, new Map([['1', 'Maß']]), {}) as Uint8Array;
    expect(Buffer.from(merged).toString('latin1')).toContain('<t lang="de">Maß</t>');
    expect(() => parse(new Uint8Array([0x3c, 0x65, 0x3e, 0, 0, 0xff, 0x3c]))).toThrow(FilterError);
  });

  it("reads an entry nested in an entry's language element as text of that element", () => {
    const nested = bytesOf(
      '<d><e><t lang="en">Say <e><t lang="fr">oui</t></e></t><t lang="de">Sag</t></e></d>',
    );
    expect(
      parse(nested, { targetLocale: 'de' }).units.map((unit) => [unit.source, unit.target]),
    ).toEqual([['Say {1}{2}oui{/2}{/1}', 'Sag']]);
  });

  it('round-trips generated files', { timeout: 30_000 }, async () => {
    // Texts the file holds as they are: no surrounding white space, no tag-like braces, no CR.
    const text = sampleText.filter(
      (value) => /^\S(?:[\s\S]*\S)?$/.test(value) && !/[{}\r]/.test(value),
    );
    const escape = (value: string) =>
      value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const settings: FilterSettings = {
      sourceLocale: 'en',
      targetLocale: 'de',
      multilingualXmlPreserveWhitespace: true,
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, fc.option(text)), { minLength: 1, maxLength: 5 }),
        async (entries) => {
          const body = entries
            .map(
              ([source, target]) =>
                `  <entry>\n    <t xml:lang="en">${escape(source)}</t>${
                  target === null ? '' : `\n    <t xml:lang="de">${escape(target)}</t>`
                }\n  </entry>\n`,
            )
            .join('');
          const bytes = bytesOf(`<?xml version="1.0"?>\n<entries>\n${body}</entries>\n`);
          const units = await expectSameBytes(filter, bytes, settings, true);
          expect(units.map((unit) => [unit.source, unit.target])).toEqual(
            entries.map(([source, target]) => [source, target ?? undefined]),
          );
          await expectTranslatedRoundTrip(
            filter,
            bytes,
            (unit) => translateText(unit.source),
            settings,
            true,
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
