import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { quarkFilter } from '../src/formats/quark/index.js';
import { FilterError, type ParseResult } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  expectTranslationsReadBack,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const parse = (bytes: Uint8Array, settings = {}) =>
  quarkFilter.parse(bytes, settings) as ParseResult;
const encode = (text: string) => new TextEncoder().encode(text);
const sources = (bytes: Uint8Array, settings = {}) =>
  parse(bytes, settings).units.map((unit) => unit.source);
const fixtures = ['brochure.xtg', 'catalog.tag', 'multilingual.xtg'];
const foreignSample = 'עברית العربية 中文 日本語 한국어';

function merge(bytes: Uint8Array, targets: Record<string, string>, settings = {}): Uint8Array {
  const { skeleton } = parse(bytes, settings);
  return quarkFilter.merge(skeleton, new Map(Object.entries(targets)), settings) as Uint8Array;
}

describe('QuarkXPress Tags filter', () => {
  it('reads paragraphs of a Windows-1252 file, pairing tags that a later tag resets', () => {
    expect(sources(fixture('quark', 'brochure.xtg'))).toEqual([
      'Discover the Alps™ Summer Collection',
      'Our new {1}Alpine Explorer{/1} range brings café culture to the mountains — light, durable and made to last.',
      'Book before {1}31 May{/1} and save {2}{3}20%{/3}{/2} on every tour.\nOffer valid while stocks last.',
      'Guided walks with {1/}expert{2/} guides, {3/}scenic{4/} railways and “authentic” Swiss fondue.',
      'Contact us at info@alpine-tours.example or call {1}+41 22 555 01 23{/1}.',
      'Prices include {1}all{/1} taxes <and fees>.',
    ]);
  });

  it('reads a .tag file with CR line ends, style sheet shortcuts and special characters', () => {
    expect(sources(fixture('quark', 'catalog.tag'))).toEqual([
      'Spring Catalogue 2026',
      'New arrivals—handmade in Portugal.',
      'Each piece is glazed by hand{1/}and fired twice.{2/}',
      '{1}Limited edition{/1}{2/}€ 49.00',
      'Page {1/} of the catalogue',
    ]);
  });

  it.each(fixtures)('gives %s back byte for byte and reads translations back', async (name) => {
    const bytes = fixture('quark', name);
    await expectSameBytes(quarkFilter, bytes);
    await expectTranslationsReadBack(quarkFilter, bytes, (plain) =>
      plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`,
    );
    await expectTranslationsReadBack(quarkFilter, bytes, (plain) => `${plain} <@\\>\n`);
  });

  it('keeps right-to-left and CJK text byte-exact in UTF-8 files', async () => {
    const bytes = fixture('quark', 'multilingual.xtg');
    expect(sources(bytes).slice(1)).toEqual([
      'ברוכים הבאים למהדורה {1}הבינלאומית{/1} שלנו.',
      'مرحبا بكم في الطبعة {1}الدولية{/1}.',
      '欢迎阅读我们的{1}国际版{/1}。',
      '国際版へようこそ。{1}東京{/1}から。',
    ]);
    const { merged } = await expectTranslatedRoundTrip(quarkFilter, bytes, (unit) =>
      changeText(unit.source, (plain) => plain + foreignSample),
    );
    expect(Buffer.from(merged).includes(Buffer.from(foreignSample))).toBe(true);
  });

  it('escapes markup characters, and writes what the code page lacks as <\\#code>', () => {
    const bytes = fixture('quark', 'brochure.xtg');
    const merged = merge(bytes, { '1': '@Home <b> \\ café\nשלום' });
    const text = iconv.decode(Buffer.from(merged), 'win1252');
    expect(text).toContain(
      '@Heading:<\\@>Home <\\<>b> <\\\\> café<\\n><\\#1513><\\#1500><\\#1493><\\#1501>\r\n',
    );
    expect(sources(merged)[0]).toBe('@Home <b> \\ café\nשלום');
  });

  it('drops kerning and tracking tags with quarkTagRemoveKerningTrackingTags', async () => {
    const settings = { quarkTagRemoveKerningTrackingTags: true };
    const bytes = fixture('quark', 'brochure.xtg');
    expect(sources(bytes, settings)[3]).toBe(
      'Guided walks with expert guides, scenic railways and “authentic” Swiss fondue.',
    );
    const output = iconv.decode(Buffer.from(merge(bytes, {}, settings)), 'win1252');
    expect(output).toContain('@Body:Guided walks with expert guides, scenic railways');
    // Style sheets keep their k and t values.
    expect(output).toContain('@Normal=<Ps100t0h100z10k0b0c"Black"f"Arial">');
    const combined = encode('<v9.00><e9>\n@Normal:A <Bk10t-2>bold<Bk0> word\n');
    expect(sources(combined, settings)).toEqual(['A {1}bold{/1} word']);
    expect(new TextDecoder().decode(merge(combined, {}, settings))).toBe(
      '<v9.00><e9>\n@Normal:A <B>bold<B> word\n',
    );
    expect(sources(combined)).toEqual(['A {1/}bold{2/} word']);
  });

  it('reads UTF-16 files, with and without a byte order mark', async () => {
    const text = '<v8.00><e8>\r\n@Normal:Grüße aus <B>Zürich<B>\r\n';
    const marked = new Uint8Array(iconv.encode(text, 'utf16le', { addBOM: true }));
    const unmarked = new Uint8Array(iconv.encode(text, 'utf16le'));
    for (const bytes of [marked, unmarked]) {
      expect(sources(bytes)).toEqual(['Grüße aus {1}Zürich{/1}']);
      await expectSameBytes(quarkFilter, bytes);
    }
  });

  it('refuses broken files and files without the XPress Tags header', () => {
    const broken = [
      fixture('quark', 'broken.xtg'),
      encode('@Normal:No header here\n'),
      encode('<v9.00><e9>\n@Normal=<Ps100z12\n'),
      encode('<v9.00><e9>\nText and a tag <B that never closes\n'),
    ];
    for (const bytes of broken) expect(() => parse(bytes)).toThrow(FilterError);
  });

  it('ends any input it cannot read in a FilterError', () => {
    const piece = fc.constantFrom(
      ...[
        '<',
        '>',
        '<B>',
        '<$>',
        '<z$>',
        '<z12>',
        '"',
        '@',
        ':',
        '=',
        '\\',
        '<\\#',
        '<\\#99999999>',
      ],
      ...['<\\<>', '<*L>', '\n', '\r', 'text', '<f"', '<k10t5>'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        try {
          parse(encode(`<v9.00><e9>${pieces.join('')}`));
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips generated files', { timeout: 30_000 }, async () => {
    const escape = (text: string) =>
      text.replace(/[<@\\\n]/g, (character) => (character === '\n' ? '<\\n>' : `<\\${character}>`));
    const paragraph = fc.tuple(sampleText, fc.constantFrom('', '@Normal:', '@$:'), fc.boolean());
    await fc.assert(
      fc.asyncProperty(
        fc.array(paragraph, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('\r\n', '\r', '\n'),
        async (paragraphs, lineBreak) => {
          const lines = paragraphs.map(
            ([text, style, bold]) => `${style}${bold ? '<B>' : ''}${escape(text)}`,
          );
          const bytes = encode(['<v9.00><e9>', ...lines, ''].join(lineBreak));
          const units = await expectSameBytes(quarkFilter, bytes);
          const plain = units.map((unit) => unit.source.replace(/^\{\d+\/\}/, ''));
          expect(plain).toEqual(
            paragraphs.map(([text]) => text).filter((text) => text.trim() !== ''),
          );
          await expectTranslatedRoundTrip(quarkFilter, bytes, (unit) =>
            changeText(unit.source, translateText),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
