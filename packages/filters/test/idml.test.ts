import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idmlFilter } from '../src/formats/idml/idmlFilter.js';
import { FilterError, type FilterSettings } from '../src/types.js';
import { readZip, writeZip } from '../src/zip/index.js';
import {
  brochure,
  buildIdml,
  catalog,
  generateIdmlFixtures,
  storyPart,
  type IdmlDocument,
} from './fixtures/idml/generate.js';
import {
  asBinary,
  changeText,
  expectSameBytes,
  expectSamePackage,
  expectTranslatedRoundTrip,
  expectTranslationsReadBack,
  fixture,
  sampleText,
  translateText,
} from './roundTrip.js';

const sources = async (file: Uint8Array, settings: FilterSettings = {}): Promise<string[]> =>
  (await idmlFilter.parse(file, settings)).units.map((unit) => unit.source);

const part = (file: Uint8Array, name: string): string =>
  new TextDecoder().decode(readZip(file).find((entry) => entry.name === name)?.data);

/** Merges a translation into the units whose source passes the test, the others unchanged. */
async function translate(
  file: Uint8Array,
  pick: (source: string) => boolean,
  settings: FilterSettings = {},
): Promise<Uint8Array> {
  const { units, skeleton } = await idmlFilter.parse(file, settings);
  const targets = new Map(
    units
      .filter((unit) => pick(unit.source))
      .map((unit) => [unit.id, changeText(unit.source, (text) => text.toUpperCase())]),
  );
  return idmlFilter.merge(skeleton, targets, settings, undefined, file);
}

const readable = ['brochure.idml', 'catalog.idml', 'world-languages.idml'];
const brochureFile = fixture('idml', 'brochure.idml');
const catalogFile = fixture('idml', 'catalog.idml');

describe('idml filter', () => {
  it.each([...generateIdmlFixtures()])(
    'has %s committed as generate.ts builds it',
    (name, bytes) => {
      expect(asBinary(fixture('idml', name))).toBe(asBinary(bytes));
    },
  );

  it('reads stories in reading order, a paragraph a unit, formatting changes as paired tags', async () => {
    expect(await sources(brochureFile)).toEqual([
      // The headline frame stands above the body frame, though the spread lists it second.
      'Spring in the garden',
      'Our new garden chairs are made of {1}recycled oak{/1} and weigh only 4\u00a0kg.',
      'Visit our shop at {1}tessera.example{/1}.',
      'Price{1/}49.90 EUR ',
      'Available from March.',
      'Care instructions',
      ' Or under a waterproof cover.',
      'Oil the wood {1}twice a year{/1} with linseed oil.',
      'Ask for our catalogue in Hebrew (קטלוג) or Japanese (カタログ).',
      'Keep the chairs dry in winter.{1/}Store them indoors.',
    ]);
    expect(await sources(catalogFile)).toEqual([
      'Price list',
      'Item',
      'Price',
      'Garden chair · كرسي حديقة',
      '49.90 EUR',
      'All prices {1}{2/}include VAT{/1}.',
      'Unplaced: spare caption for the cover.',
    ]);
  });

  it.each(readable)('gives %s back byte for byte and reads translations back', async (name) => {
    const file = fixture('idml', name);
    await expectSameBytes(idmlFilter, file);
    await expectSamePackage(idmlFilter, file);
    const merged = await expectTranslationsReadBack(idmlFilter, file, (text) =>
      text === '' ? '' : `[[${[...text].reverse().join('')}]] <&> "ع" 中`,
    );
    const entries = readZip(merged);
    expect(entries[0]?.name).toBe('mimetype');
    expect(entries[0]?.raw?.method).toBe(0);
    const before = readZip(file);
    const changed = entries.filter(
      (entry, index) => !Buffer.from(entry.data).equals(Buffer.from(before[index]?.data ?? [])),
    );
    expect(changed.every((entry) => /^(Stories|XML)\//.test(entry.name))).toBe(true);
  });

  it('writes a translated paragraph into ranges that stay well formed around it', async () => {
    const merged = await translate(brochureFile, (source) => source.startsWith('Our new'));
    const story = part(merged, 'Stories/Story_u1a.xml');
    expect(story).toContain(
      '<Content>OUR NEW GARDEN CHAIRS ARE MADE OF </Content></CharacterStyleRange><CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" FontStyle="Bold"><Content>RECYCLED OAK</Content>',
    );
    // The next paragraph stays in its range, with its tracking.
    expect(story).toContain(
      '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" Tracking="-10" KerningMethod="Optical">\n\t\t\t\t<Br/>',
    );
    expect((await sources(merged))[2]).toBe('Visit our shop at {1}tessera.example{/1}.');
  });

  it('protects what idmlTagRegexp matches', async () => {
    const units = await sources(brochureFile, { idmlTagRegexp: '\\d+\\.\\d+ EUR' });
    expect(units).toContain('Price{1/}{2/} ');
    await expectTranslationsReadBack(idmlFilter, brochureFile, (text) => text.toUpperCase(), {
      idmlTagRegexp: '\\d+\\.\\d+ EUR',
    });
  });

  it('sets translated ranges in idmlTargetFont only with idmlReplaceFont', async () => {
    const font = '<AppliedFont type="string">Noto Sans Hebrew</AppliedFont>';
    const pick = (source: string): boolean => source.startsWith('Keep the chairs');
    const settings = { idmlTargetFont: 'Noto Sans Hebrew' };
    const kept = await translate(brochureFile, pick, settings);
    expect(part(kept, 'Stories/Story_u1c.xml')).not.toContain(font);
    const replaced = await translate(brochureFile, pick, { ...settings, idmlReplaceFont: true });
    const story = part(replaced, 'Stories/Story_u1c.xml');
    expect(story).toContain(`<Properties>${font}</Properties><Content>KEEP THE CHAIRS`);
    expect(story).not.toContain('Minion Pro</AppliedFont></Properties><Content>KEEP');
    expect((await sources(replaced)).at(-1)).toBe(
      'KEEP THE CHAIRS DRY IN WINTER.{1/}STORE THEM INDOORS.',
    );
  });

  it('drops kerning and tracking from translations unless idmlKeepKerning / idmlKeepTracking', async () => {
    const pick = (source: string): boolean => source.startsWith('Our new');
    const keep = { idmlKeepKerning: true, idmlKeepTracking: true };
    expect((await sources(brochureFile, keep))[1]).toBe(
      'Our new garden chairs are made of {1}recycled oak{/1}{2} and weigh only 4\u00a0kg.{/2}',
    );
    expect((await sources(brochureFile, { idmlKeepTracking: true }))[1]).toContain('{2}');
    expect((await sources(brochureFile, { idmlKeepKerning: true }))[1]).toContain('{2}');
    const dropped = await translate(brochureFile, pick);
    expect((await sources(dropped, keep))[1]).toBe(
      'OUR NEW GARDEN CHAIRS ARE MADE OF {1}RECYCLED OAK{/1} AND WEIGH ONLY 4\u00a0KG.',
    );
    const kept = await translate(brochureFile, pick, keep);
    expect((await sources(kept, keep))[1]).toBe(
      'OUR NEW GARDEN CHAIRS ARE MADE OF {1}RECYCLED OAK{/1}{2} AND WEIGH ONLY 4\u00a0KG.{/2}',
    );
  });

  it('reads notes only with idmlExtractNotes', async () => {
    const note = 'Confirm the date with the supplier.';
    expect(await sources(brochureFile)).not.toContain(note);
    const settings = { idmlExtractNotes: true };
    expect(await sources(brochureFile, settings)).toContain(note);
    await expectSamePackage(idmlFilter, brochureFile, settings);
    await expectTranslationsReadBack(idmlFilter, brochureFile, (text) => `${text}!`, settings);
  });

  it('joins ranges that differ only in language with idmlSimplifyCodes', async () => {
    const settings = { idmlSimplifyCodes: true };
    expect(await sources(brochureFile, settings)).toContain(
      'Oil the wood twice a year with linseed oil.',
    );
    await expectTranslationsReadBack(idmlFilter, brochureFile, (text) => `${text}!`, settings);
  });

  it.each([
    ['idmlExtractMasterSpreads', 'Tessera Outdoor · Spring catalogue'],
    ['idmlExtractInvisibleLayers', 'Check the image crop before print.'],
    ['idmlExtractLockedLayer', '© 2026 Tessera Outdoor. All rights reserved.'],
    ['idmlExtractHiddenConditionalText', 'Price{1/}49.90 EUR {2}(check with purchasing){/2}'],
  ])('reads more text with %s', async (name, expected) => {
    expect(await sources(brochureFile)).not.toContain(expected);
    const settings = { [name]: true };
    expect(await sources(brochureFile, settings)).toContain(expected);
    await expectSamePackage(idmlFilter, brochureFile, settings);
    await expectTranslationsReadBack(idmlFilter, brochureFile, (text) => `${text}!`, settings);
  });

  it('keeps hidden conditional text hidden when a translation moves its tag', async () => {
    const { units, skeleton } = await idmlFilter.parse(brochureFile, {});
    const price = units.find((unit) => unit.source.startsWith('Price'));
    if (!price) throw new Error('no price unit');
    const merged = await idmlFilter.merge(
      skeleton,
      new Map([[price.id, 'Preis{1/} 49,90 EUR']]),
      {},
      undefined,
      brochureFile,
    );
    const story = part(merged, 'Stories/Story_u1a.xml');
    expect(story).toContain(
      '<Content>Preis</Content><Content><?ACE 8?></Content><Content> 49,90 EUR</Content>',
    );
    expect(story).toContain(
      'AppliedConditions="Condition/Hidden">\n\t\t\t\t<Content>(check with purchasing)',
    );
  });

  it('removes XML tagging from the stories with idmlRemoveXmlElements', async () => {
    const settings = { idmlRemoveXmlElements: true };
    const units = await sources(catalogFile, settings);
    expect(units).toContain('All prices include VAT.');
    const { skeleton } = await idmlFilter.parse(catalogFile, settings);
    const merged = await idmlFilter.merge(skeleton, new Map(), settings, undefined, catalogFile);
    const story = part(merged, 'Stories/Story_u5.xml');
    expect(story).not.toMatch(/<XMLElement|<\/XMLElement>|<XMLAttribute/);
    expect(part(merged, 'XML/BackingStory.xml')).toBe(part(catalogFile, 'XML/BackingStory.xml'));
    expect(await sources(merged)).toEqual(units);
    expect(
      part(
        await idmlFilter.merge(skeleton, new Map(), {}, undefined, catalogFile),
        'Stories/Story_u5.xml',
      ),
    ).toBe(story);
    await expectTranslationsReadBack(idmlFilter, merged, (text) => text.toUpperCase(), settings);
  });

  it('keeps paragraphs inside XML tagging that holds a paragraph break in their range', async () => {
    const story = storyPart(
      'u1a',
      '<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Body"><CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Content>Intro </Content><XMLElement Self="di9" MarkupTag="XMLTag/Para"><Content>first</Content><Br/><Content>second</Content></XMLElement><Content> end</Content></CharacterStyleRange></ParagraphStyleRange>',
    );
    const file = buildIdml({ ...brochure, stories: [['u1a', story]] });
    expect(await sources(file)).toEqual(['Intro ', 'first', 'second', ' end']);
    const settings = { idmlReplaceFont: true, idmlTargetFont: 'Noto Sans' };
    const merged = await expectTranslationsReadBack(
      idmlFilter,
      file,
      (text) => text.toUpperCase(),
      settings,
    );
    expect(part(merged, 'Stories/Story_u1a.xml')).toContain(
      '<XMLElement Self="di9" MarkupTag="XMLTag/Para"><Content>FIRST</Content><Br/><Content>SECOND</Content></XMLElement>',
    );
    expect(await sources(file, { idmlRemoveXmlElements: true })).toEqual([
      'Intro first',
      'second end',
    ]);
  });

  it('refuses broken and hostile packages with a FilterError', async () => {
    for (const name of ['broken.idml', 'billion-laughs.idml', 'external-entity.idml'])
      await expect(async () => idmlFilter.parse(fixture('idml', name), {})).rejects.toBeInstanceOf(
        FilterError,
      );
    await expect(async () => idmlFilter.parse(fixture('idml', 'broken.idml'), {})).rejects.toThrow(
      /Stories\/Story_u5\.xml is not well-formed/,
    );
    const spaces = new Uint8Array(8 * 1024 * 1024).fill(32);
    const bomb = readZip(catalogFile).map((entry) =>
      entry.name === 'Stories/Story_u5.xml' ? { name: entry.name, data: spaces } : entry,
    );
    await expect(async () => idmlFilter.parse(writeZip(bomb), {})).rejects.toThrow(/zip bomb/);
    const office = readFileSync(new URL('./fixtures/office/product-sheet.docx', import.meta.url));
    await expect(async () => idmlFilter.parse(new Uint8Array(office), {})).rejects.toThrow(
      /not an InDesign IDML package/,
    );
    await expect(async () =>
      idmlFilter.parse(new TextEncoder().encode('<Document/>'), {}),
    ).rejects.toBeInstanceOf(FilterError);
  });

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated stories', { timeout: 60_000 }, async () => {
    const text = sampleText.filter((value) => /\S/.test(value) && !/\{/.test(value));
    const escape = (value: string): string =>
      value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const paragraph = fc.tuple(text, fc.constantFrom('', ' FontStyle="Bold"', ' Tracking="20"'));
    await fc.assert(
      fc.asyncProperty(fc.array(paragraph, { minLength: 1, maxLength: 4 }), async (paragraphs) => {
        const content = paragraphs
          .map(
            ([value, attributes], index) =>
              `<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"${attributes}><Content>${escape(value)}</Content>${index < paragraphs.length - 1 ? '<Br/>' : ''}</CharacterStyleRange>`,
          )
          .join('');
        const document: IdmlDocument = {
          ...catalog,
          backingStory: '',
          stories: [
            [
              'u5',
              storyPart(
                'u5',
                `<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Body">${content}</ParagraphStyleRange>`,
              ),
            ],
          ],
        };
        const file = buildIdml(document);
        expect(await sources(file)).toEqual(paragraphs.map(([value]) => value));
        await expectSameBytes(idmlFilter, file);
        await expectTranslatedRoundTrip(idmlFilter, file, (unit) => translateText(unit.source));
      }),
      { numRuns: 40 },
    );
  });

  it(
    'writes well-formed stories whatever a translation does with the tags',
    { timeout: 60_000 },
    async () => {
      const word = fc.constantFrom('Oak', ' chair ', 'כיסא', '椅子', ' & ', '<');
      const piece = fc.oneof(
        word,
        fc.constant('<Br/>'),
        fc.constant('<Content><?ACE 8?></Content>'),
      );
      const range = fc.tuple(
        fc.array(piece, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(
          '',
          ' FontStyle="Bold"',
          ' Tracking="20"',
          ' AppliedConditions="Condition/Hidden"',
        ),
      );
      const escape = (value: string): string =>
        value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
      await fc.assert(
        fc.asyncProperty(
          fc.array(range, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (ranges, replaceFont) => {
            const content = ranges
              .map(
                ([pieces, attributes]) =>
                  `<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"${attributes}>${pieces
                    .map((item) =>
                      item.startsWith('<') && item.length > 1
                        ? item
                        : `<Content>${escape(item)}</Content>`,
                    )
                    .join('')}</CharacterStyleRange>`,
              )
              .join('');
            const file = buildIdml({
              ...brochure,
              stories: [
                [
                  'u1a',
                  storyPart(
                    'u1a',
                    `<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/Body">${content}</ParagraphStyleRange>`,
                  ),
                ],
              ],
            });
            const settings = replaceFont
              ? { idmlReplaceFont: true, idmlTargetFont: 'Noto Sans' }
              : {};
            const { units, skeleton } = await idmlFilter.parse(file, settings);
            // Tags reversed, text changed: any order of tags must still give a well-formed story.
            const targets = new Map(
              units.map((unit) => {
                const tags = unit.source.match(/\{\/?\d+\/?\}/g) ?? [];
                return [unit.id, `X${[...tags].reverse().join('Y')}Z`];
              }),
            );
            const merged = await idmlFilter.merge(skeleton, targets, settings, undefined, file);
            await idmlFilter.parse(merged, settings);
            await expectTranslationsReadBack(
              idmlFilter,
              file,
              (text) => text.toUpperCase(),
              settings,
            );
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it("keeps the brochure's other parts when the settings read every story", async () => {
    const all = {
      idmlExtractNotes: true,
      idmlExtractMasterSpreads: true,
      idmlExtractInvisibleLayers: true,
      idmlExtractLockedLayer: true,
      idmlExtractHiddenConditionalText: true,
      idmlKeepKerning: true,
      idmlKeepTracking: true,
    };
    await expectSamePackage(idmlFilter, buildIdml(brochure), all);
    await expectTranslationsReadBack(idmlFilter, brochureFile, (text) => `«${text}»`, all);
  });
});
