import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docxFilter } from '../src/formats/docx/docxFilter.js';
import { htmlFilter } from '../src/formats/html/htmlFilter.js';
import { pptxFilter } from '../src/formats/pptx/pptxFilter.js';
import { xlsxFilter } from '../src/formats/xlsx/xlsxFilter.js';
import { FilterError, type FileFilter } from '../src/types.js';
import { readZip, writeZip } from '../src/zip/index.js';
import { buildDocx, paragraph, run } from './office/docxFixture.js';
import { buildPptx, drawingParagraph, drawingRun } from './office/pptxFixture.js';
import { buildXlsx, plain, sharedCell } from './office/xlsxFixture.js';

const samples: Array<[FileFilter, Uint8Array]> = [
  [docxFilter, buildDocx({ body: paragraph(run('Hello '), run('world', '<w:b/>')) })],
  [
    xlsxFilter,
    buildXlsx(
      [{ name: 'S', xml: `<sheetData><row r="1">${sharedCell('A1', 0)}</row></sheetData>` }],
      [plain('Cell')],
    ),
  ],
  [pptxFilter, buildPptx([{ paragraphs: [drawingParagraph(drawingRun('Slide'))] }])],
  [htmlFilter, new TextEncoder().encode('<p>Hello <b>world</b></p>')],
];

/** Parse either succeeds or fails with a FilterError; any other exception is a bug. */
async function parsesOrRefuses(filter: FileFilter, bytes: Uint8Array): Promise<void> {
  try {
    const parsed = await filter.parse(bytes, {});
    await filter.merge(
      parsed.skeleton,
      new Map(parsed.units.map((unit) => [unit.id, `${unit.source}!`])),
      {},
      undefined,
      bytes,
    );
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
  }
}

describe('hostile and broken files', () => {
  it('end in a FilterError when bytes are corrupted anywhere', { timeout: 30_000 }, async () => {
    for (const [filter, sample] of samples) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat(sample.length - 1), fc.integer({ min: 0, max: 255 })), {
            minLength: 1,
            maxLength: 8,
          }),
          async (changes) => {
            const bytes = sample.slice();
            for (const [at, value] of changes) bytes[at] = value;
            await parsesOrRefuses(filter, bytes);
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it(
    'end in a FilterError when the XML inside a part is damaged',
    { timeout: 30_000 },
    async () => {
      const markup = fc.constantFrom('<', '>', '"', '&', '</a:t>', '<w:r>', '<!DOCTYPE x>', '');
      for (const [filter, sample] of samples.filter(([filter]) => filter !== htmlFilter)) {
        const entries = readZip(sample);
        await fc.assert(
          fc.asyncProperty(
            fc.nat(entries.length - 1),
            fc.nat(),
            fc.nat(40),
            markup,
            async (index, at, cut, inserted) => {
              const damaged = entries.map((entry, i) => {
                if (i !== index) return entry;
                const position = at % (entry.data.length + 1);
                const data = new Uint8Array([
                  ...entry.data.subarray(0, position),
                  ...new TextEncoder().encode(inserted),
                  ...entry.data.subarray(position + cut),
                ]);
                return { name: entry.name, data };
              });
              await parsesOrRefuses(filter, writeZip(damaged));
            },
          ),
          { numRuns: 60 },
        );
      }
    },
  );

  it('end in a FilterError for truncated files and empty archives', async () => {
    for (const [filter, sample] of samples) {
      for (const length of [0, 10, sample.length >> 1, sample.length - 1])
        await parsesOrRefuses(filter, sample.subarray(0, length));
    }
    for (const filter of [docxFilter, xlsxFilter, pptxFilter]) {
      await expect(async () => filter.parse(writeZip([]), {})).rejects.toBeInstanceOf(FilterError);
    }
  });
});
