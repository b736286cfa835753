import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPptx,
  drawingParagraph as p,
  drawingRun as r,
} from '../../../test/office/pptxFixture.js';
import { expectSamePackage, expectTranslationsReadBack } from '../../../test/roundTrip.js';
import { FilterError } from '../../types.js';
import { pptxFilter } from './pptxFilter.js';

const sources = async (file: Uint8Array, settings = {}): Promise<string[]> =>
  (await pptxFilter.parse(file, settings)).units.map((unit) => unit.source);

const deck = buildPptx(
  [
    {
      paragraphs: [
        p(r('Welcome to '), r('Tessera', ' b="1"'), r(' &amp; friends')),
        p(r('Line one'), '<a:br><a:rPr lang="en-US"/></a:br>', r('line two')),
        p(),
      ],
      notes: [p(r('Speaker notes here'))],
      table: [p(r('Cell عربي')), p(r('セル'))],
      altText: 'Company logo',
    },
    { paragraphs: [p(r('Hidden slide'))], hidden: true },
    { paragraphs: [p(r('שקופית שלישית'), '<a:fld id="{1}" type="slidenum"><a:t>3</a:t></a:fld>')] },
  ],
  [p(r('Click to edit Master title style'))],
);

describe('pptx filter', () => {
  it('makes units of text frames and table cells, with notes by default', async () => {
    expect(await sources(deck)).toEqual([
      'Welcome to {1}Tessera{/1} & friends',
      'Line one{1/}line two',
      'Cell عربي',
      'セル',
      'Speaker notes here',
      'שקופית שלישית',
    ]);
  });

  it('honours the PowerPoint settings', async () => {
    const none = await sources(deck, { msPowerPointExtractNotes: false });
    expect(none).not.toContain('Speaker notes here');
    const all = await sources(deck, {
      msPowerPointExtractHidden: true,
      msPowerPointExtractMasterSlides: true,
      msPowerPointExtractOther: true,
    });
    for (const expected of ['Hidden slide', 'Click to edit Master title style', 'Company logo'])
      expect(all).toContain(expected);
    await expectSamePackage(pptxFilter, deck, {
      msPowerPointExtractHidden: true,
      msPowerPointExtractMasterSlides: true,
      msPowerPointExtractOther: true,
    });
  });

  it('gives back every entry byte for byte and reads translations back', async () => {
    await expectSamePackage(pptxFilter, deck);
    await expectTranslationsReadBack(pptxFilter, deck, (value) => `${value.toUpperCase()} <&> "ع"`);
  });

  it('refuses a file that is not a presentation', async () => {
    await expect(async () =>
      pptxFilter.parse(new Uint8Array([80, 75, 5, 6]), {}),
    ).rejects.toBeInstanceOf(FilterError);
  });

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated presentations', { timeout: 30_000 }, async () => {
    const text = fc
      .stringMatching(/^[A-Za-z0-9 &<>"'עربي中文]{1,10}$/)
      .filter((value) => value.trim() !== '');
    const escape = (value: string): string =>
      value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const run = fc
      .tuple(text, fc.constantFrom('', ' b="1"', ' i="1"', ' sz="2400"'))
      .map(([value, attributes]) => r(escape(value), attributes));
    const paragraph = fc.array(run, { minLength: 1, maxLength: 4 }).map((runs) => p(...runs));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(paragraph, { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        async (slides) => {
          const file = buildPptx(slides.map((paragraphs) => ({ paragraphs })));
          await expectSamePackage(pptxFilter, file);
          await expectTranslationsReadBack(pptxFilter, file, (value) => `${value.toUpperCase()}中`);
        },
      ),
      { numRuns: 30 },
    );
  });
});
