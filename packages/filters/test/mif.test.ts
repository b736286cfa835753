import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mifFilter } from '../src/formats/mif/index.js';
import { escapeMif } from '../src/formats/mif/mifStrings.js';
import { FilterError, type FilterSettings, type ParseResult } from '../src/types.js';
import {
  changeText,
  expectSameBytes,
  expectTranslatedRoundTrip,
  expectTranslationsReadBack,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const parse = (bytes: Uint8Array, settings: FilterSettings = {}) =>
  mifFilter.parse(bytes, settings) as ParseResult;
const merge = (result: ParseResult, targets: Map<string, string>, settings: FilterSettings = {}) =>
  new TextDecoder().decode(mifFilter.merge(result.skeleton, targets, settings) as Uint8Array);
const sources = (bytes: Uint8Array, settings: FilterSettings = {}) =>
  parse(bytes, settings).units.map((unit) => unit.source);
const encode = (text: string) => new TextEncoder().encode(text);

const chapter = fixture('mif', 'installing-chapter.mif');
const fixtures = [
  'installing-chapter.mif',
  'multilingual-quick-start.mif',
  'release-notes-fm7.mif',
];
const everything: FilterSettings = {
  mifExtractBodyPages: true,
  mifExtractReferencePages: true,
  mifExtractMasterPages: true,
  mifExtractHiddenPages: true,
  mifExtractVariables: true,
  mifExtractIndexMarkers: true,
  mifExtractLinks: true,
  mifExtractXRefs: true,
  mifExtractPgfNumberFormats: true,
  mifExtractHiddenConditionalText: true,
};
const pseudo = (text: string) =>
  changeText(text, (plain) => (plain === '' ? '' : `[[${[...plain].reverse().join('')}]]`));

/** A MIF 2019 document with one body paragraph holding these ParaLine statements. */
const document = (paraLine: string, head = '') =>
  encode(
    `<MIFFile 2019>\n${head}<Page <PageType BodyPage> <TextRect <ID 5>>>\n` +
      `<TextFlow <TFTag \`A'> <Para <PgfTag \`Body'> <ParaLine <TextRectID 5> ${paraLine}>>>\n`,
  );

describe('MIF filter', () => {
  it('reads the body paragraphs of a chapter with tags for fonts, variables and cross-references', () => {
    expect(sources(chapter)).toEqual([
      'Installing the Print Server',
      'This chapter explains how to install {1/} on a {2}dedicated{/2} host. Read {3/} first.',
      'Copy the installer to the host and run {1}setup --server{/1}.',
      'Set the options in the configuration file:',
      'Setting',
      'Description',
      '{1}port{/1}',
      'The TCP port the server listens on. The default is 9100.',
      '{1}spool_dir{/1}',
      'The folder that holds queued jobs.',
      'Keep this page near the printer.{1/}\nUpdates are posted at {2/}the support site.',
    ]);
    expect(parse(chapter).units.every((unit) => unit.segment)).toBe(true);
  });

  it.each(fixtures)(
    'gives %s back byte for byte and reads a pseudo-translation back',
    async (name) => {
      for (const settings of [{}, everything]) {
        await expectSameBytes(mifFilter, fixture('mif', name), settings);
        await expectTranslatedRoundTrip(
          mifFilter,
          fixture('mif', name),
          (unit) => pseudo(unit.source),
          settings,
        );
      }
    },
  );

  it('keeps right-to-left and CJK text byte-exact', async () => {
    const merged = await expectTranslationsReadBack(
      mifFilter,
      fixture('mif', 'multilingual-quick-start.mif'),
      (plain) => `${plain}עברית العربية 中文 日本語 한국어`,
    );
    expect(Buffer.from(merged).includes(Buffer.from('עברית العربية 中文 日本語 한국어'))).toBe(
      true,
    );
  });

  it('writes a target as MIF strings with escapes, line breaks and the tags it kept', () => {
    const result = parse(chapter);
    const text = merge(
      result,
      new Map([
        ['2', "Lisez {3/} d'abord > `{2}tout{/2}` \\ sur {1/}."],
        ['11', 'Gardez cette page.\nMises à jour : {2/}site.'],
        ['4', 'Réglez les options :'],
      ]),
    );
    expect(text).toContain("<String `Lisez '><XRef \n    <XRefName `Heading & Page'>");
    expect(text).toContain("<String ` d\\qabord \\> \\Q'><Font \n    <FTag `Emphasis'>");
    expect(text).toContain(
      "<String `Gardez cette page.'><Char HardReturn><String `Mises à jour : '>",
    );
    // The condition change the target dropped is written at its end rather than lost.
    expect(text).toMatch(/<String `site.'><Unconditional >\n {2}> # end of ParaLine/);
    // The table anchor after the last text stays outside the unit, where it was.
    expect(text).toContain("<String `Réglez les options :'>\n   <ATbl 1>");
    expect(text).toContain('<ParaLine \n   <TextRectID 10>\n   <Marker ');
  });

  it('writes an older MIF file in the FrameMaker character set and refuses what it cannot hold', () => {
    const legacy = fixture('mif', 'release-notes-fm7.mif');
    const result = parse(legacy);
    expect(merge(result, new Map([['1', 'L’été “chaud”']]))).toContain(
      "<String `L\\xd5 \\x8e t\\x8e  \\xd2 chaud\\xd3 '>",
    );
    expect(() => merge(result, new Map([['1', 'تم']]))).toThrow(FilterError);
    expect(escapeMif('a\u0001b', true)).toBe('a\\x01 b');
  });

  it('reads the MIF string escapes', () => {
    expect(sources(document("<String `\\Qa\\q \\> \\\\ \\t \\xd5 x \\u00B6 '>"))).toEqual([
      "`a' > \\ \t ’x ¶ ",
    ]);
  });

  it('keeps body pages only unless the page settings say otherwise', () => {
    const body = sources(chapter);
    expect(sources(chapter, { mifExtractBodyPages: true })).toEqual(body);
    expect(sources(chapter, { mifExtractBodyPages: false })).toEqual([]);
    const masters = sources(chapter, { mifExtractMasterPages: true, mifExtractBodyPages: false });
    expect(masters).toEqual(['Tessera Print Server Guide']);
    expect(sources(chapter, { mifExtractMasterPages: true, mifExtractBodyPages: true })).toEqual([
      'Tessera Print Server Guide',
      ...body,
    ]);
  });

  it('reads reference pages: all, the default ones or the custom ones', () => {
    const defaultPage = 'Single rule above';
    const customPage = 'Warning: Disconnect the power cord before you open the cover.';
    const only = { mifExtractBodyPages: false };
    expect(sources(chapter, { ...only, mifExtractReferencePages: true })).toEqual([
      defaultPage,
      customPage,
    ]);
    expect(sources(chapter, { ...only, mifExtractDefaultReferencePages: true })).toEqual([
      defaultPage,
    ]);
    expect(sources(chapter, { ...only, mifExtractCustomReferencePages: true })).toEqual([
      customPage,
    ]);
  });

  it('reads the hidden page with mifExtractHiddenPages', () => {
    expect(sources(chapter, { mifExtractHiddenPages: true, mifExtractBodyPages: false })).toEqual([
      'Draft: the cluster mode is not documented yet.',
    ]);
  });

  it('reads variable definitions: all of them, or those the extracted text uses', () => {
    const all = parse(chapter, { mifExtractVariables: true }).units.filter((u) => !u.segment);
    expect(all.map((unit) => [unit.key, unit.source, unit.note])).toEqual([
      ['Product Name', 'Tessera Print Server', 'variable'],
      ['Support Line', 'Call {1/}1-800-555-0199{2/} for help', 'variable'],
    ]);
    const used = parse(chapter, { mifExtractUsedVariables: true }).units.filter((u) => !u.segment);
    expect(used.map((unit) => unit.key)).toEqual(['Product Name']);
  });

  it('reads cross-reference formats: all of them, or those the extracted text uses', () => {
    const all = parse(chapter, { mifExtractXRefs: true }).units.filter((unit) => !unit.segment);
    expect(all.map((unit) => [unit.key, unit.source])).toEqual([
      ['Heading & Page', "`{1/}' on page {2/}"],
      ['See Heading', 'See {1/}'],
      ['Page', 'page {1/}'],
    ]);
    const used = parse(chapter, { mifExtractUsedXRefs: true }).units.filter((u) => !u.segment);
    expect(used.map((unit) => unit.key)).toEqual(['Heading & Page']);
  });

  it('reads autonumber formats: all of them, or those of the extracted paragraphs', () => {
    const all = parse(chapter, { mifExtractPgfNumberFormats: true }).units.filter(
      (u) => !u.segment,
    );
    expect(all.map((unit) => [unit.key, unit.source])).toEqual([
      ['Heading1', 'Chapter {1/}: '],
      ['Step', 'Step {1/}.\t'],
      ['Note', 'Note:\t'],
    ]);
    const masters = {
      mifExtractMasterPages: true,
      mifExtractBodyPages: false,
      mifExtractUsedPgfNumberFormats: true,
    };
    expect(parse(chapter, masters).units.filter((u) => !u.segment)).toEqual([]);
    const used = parse(chapter, { mifExtractUsedPgfNumberFormats: true }).units;
    expect(used.filter((unit) => !unit.segment).map((unit) => unit.key)).toEqual([
      'Heading1',
      'Step',
      'Note',
    ]);
  });

  it('reads index markers after their paragraph and merges them inside it', () => {
    const result = parse(chapter, { mifExtractIndexMarkers: true });
    expect(result.units.slice(0, 2).map((unit) => [unit.source, unit.segment, unit.note])).toEqual([
      ['Installing the Print Server', true, undefined],
      ['installation:server;server:installing', false, 'index marker'],
    ]);
    const text = merge(result, new Map([['2', 'Installation:Server']]), {});
    expect(text).toContain("<MText `Installation:Server'>");
    expect(sources(chapter)).not.toContain('installation:server;server:installing');
  });

  it('reads hypertext link markers with mifExtractLinks, their command as a tag', () => {
    const units = parse(chapter, { mifExtractLinks: true }).units;
    expect(units.filter((unit) => !unit.segment).map((unit) => unit.source)).toEqual([
      '{1/}https://example.com/print-server',
    ]);
  });

  it('translates text under hidden conditions with mifExtractHiddenConditionalText', () => {
    const step = 'Copy the installer to the host and run {1}setup --server{/1}.';
    expect(sources(chapter)).toContain(step);
    expect(sources(chapter, { mifExtractHiddenConditionalText: true })).toContain(
      `${step}{2/} Check the flags with engineering.`,
    );
  });

  it('hides a table anchored in hidden conditional text with it', () => {
    const head =
      "<ConditionCatalog <Condition <CTag `Draft'> <CState CHidden>>>\n" +
      "<Tbls <Tbl <TblID 4> <TblBody <Row <Cell <CellContent <Para <ParaLine <String `Cell'>>>>>>>>>\n";
    const bytes = document(
      "<String `Shown.'> <Conditional <InCondition `Draft'>> <ATbl 4> <Unconditional>",
      head,
    );
    expect(sources(bytes)).toEqual(['Shown.']);
    expect(sources(bytes, { mifExtractHiddenConditionalText: true })).toEqual(['Shown.', 'Cell']);
  });

  it('refuses broken files with a FilterError that says where', () => {
    expect(() => parse(fixture('mif', 'broken.mif'))).toThrow(/string is not closed at line 5/);
    expect(() => parse(encode('<MIFFile 2019>\n<Para >>\n'))).toThrow(
      /closes no statement at line 2/,
    );
    expect(() => parse(encode('<MIFFile 2019>\n<TextFlow <Para\n'))).toThrow(
      /<Para is never closed/,
    );
    expect(() => parse(encode('<Book 2019>\n'))).toThrow(/not a MIF document/);
    expect(() => parse(encode(`<MIFFile 2019>${'<A '.repeat(300)}`))).toThrow(FilterError);
  });

  it('reads damaged copies of a chapter or refuses them with a FilterError', () => {
    const text = new TextDecoder().decode(chapter);
    const damage = fc.string({
      maxLength: 8,
      unit: fc.constantFrom('<', '>', '`', "'", '\\', ' ', 'A', '\n', '#'),
    });
    fc.assert(
      fc.property(fc.nat(text.length), fc.nat(40), damage, (at, cut, insert) => {
        const bytes = encode(text.slice(0, at) + insert + text.slice(at + cut));
        try {
          const result = parse(bytes, everything);
          merge(result, new Map(result.units.map((unit) => [unit.id, `${unit.source} x`])));
        } catch (error) {
          expect(error).toBeInstanceOf(FilterError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads back any text written into a paragraph, and translations merged into it', async () => {
    await fc.assert(
      fc.asyncProperty(
        sampleText.filter((text) => text.trim() !== ''),
        async (text) => {
          const lines = text.split('\n').map((line) => `<String \`${escapeMif(line, true)}'>`);
          const bytes = document(lines.join(' <Char HardReturn> '));
          expect(sources(bytes)).toEqual([text]);
          await expectSameBytes(mifFilter, bytes);
          await expectTranslatedRoundTrip(mifFilter, bytes, (unit) =>
            changeText(unit.source, translateText),
          );
        },
      ),
    );
  });
});
