import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildXlsx, numberCell, plain, sharedCell } from '../../../test/office/xlsxFixture.js';
import { expectSamePackage, expectTranslationsReadBack } from '../../../test/roundTrip.js';
import { readZip } from '../../zip/index.js';
import { xlsxFilter } from './xlsxFilter.js';

const sources = async (file: Uint8Array, settings = {}): Promise<string[]> =>
  (await xlsxFilter.parse(file, settings)).units.map((unit) => unit.source);
const partText = (file: Uint8Array, name: string): string =>
  new TextDecoder().decode(readZip(file).find((entry) => entry.name === name)?.data);

const strings = [
  plain('A1 top left'),
  plain('B1 top right'),
  plain('A2 bottom left'),
  plain('B2 bottom right'),
  '<si><r><t xml:space="preserve">Rich </t></r><r><rPr><b/><sz val="11"/></rPr><t>bold</t></r><r><t xml:space="preserve"> &amp; plain</t></r><rPh sb="0" eb="1"><t>リッチ</t></rPh><phoneticPr fontId="1"/></si>',
  plain('مرحبا'),
  plain('hidden row'),
  plain('hidden column'),
  plain('hidden sheet'),
  plain('never used'),
];

const book = buildXlsx(
  [
    {
      name: 'Summary',
      xml:
        '<cols><col min="3" max="3" hidden="1"/></cols><sheetData>' +
        `<row r="1">${sharedCell('A1', 0)}${sharedCell('B1', 1)}${sharedCell('C1', 7)}</row>` +
        `<row r="2">${sharedCell('A2', 2)}${sharedCell('B2', 3)}${numberCell('C2', 42)}</row>` +
        `<row r="3" hidden="1">${sharedCell('A3', 6)}</row>` +
        `<row r="4">${sharedCell('A4', 4)}<c r="B4" t="str"><f>A1&amp;"x"</f><v>formula text</v></c><c r="E4" t="inlineStr"><is><t>inline 日本語</t></is></c>${sharedCell('D4', 0)}</row>` +
        '</sheetData>',
      comments: ['Check this'],
      drawing: '<a:p><a:r><a:rPr lang="en-US"/><a:t>Chart note</a:t></a:r></a:p>',
    },
    {
      name: 'Secret',
      state: 'hidden',
      xml: `<sheetData><row r="1">${sharedCell('A1', 8)}</row></sheetData>`,
    },
    { name: 'Other', xml: `<sheetData><row r="1">${sharedCell('A1', 5)}</row></sheetData>` },
  ],
  strings,
);

describe('xlsx filter', () => {
  it('extracts text cells in the cell flow, skipping numbers, formulas and hidden cells', async () => {
    expect(await sources(book)).toEqual([
      'A1 top left',
      'B1 top right',
      'A2 bottom left',
      'B2 bottom right',
      'Rich {1}bold{/1} & plain',
      'inline 日本語',
      'مرحبا',
    ]);
    expect((await sources(book, { msExcelCellFlow: 'DownLeft' })).slice(0, 4)).toEqual([
      'A1 top left',
      'A2 bottom left',
      'Rich {1}bold{/1} & plain',
      'B1 top right',
    ]);
    expect((await sources(book, { msExcelCellFlow: 'RightDown' })).slice(0, 3)).toEqual([
      'B1 top right',
      'A1 top left',
      'B2 bottom right',
    ]);
    expect((await sources(book, { msExcelCellFlow: 'DownRight' })).slice(0, 2)).toEqual([
      'inline 日本語',
      'A1 top left',
    ]);
  });

  it('extracts sheet names, comments, hidden content and drawings when asked', async () => {
    const settings = {
      msExcelExtractSheetNames: true,
      msExcelExtractComments: true,
      msExcelExtractHidden: true,
      msExcelExtractOther: true,
    };
    const parsed = await xlsxFilter.parse(book, settings);
    const all = parsed.units.map((unit) => unit.source);
    for (const expected of [
      'Summary',
      'Secret',
      'hidden row',
      'hidden column',
      'hidden sheet',
      'Check this',
      'Chart note',
    ])
      expect(all).toContain(expected);
    expect(all).not.toContain('never used');
    expect(parsed.units.find((unit) => unit.source === 'Summary')?.maxLength).toBe(31);
    await expectSamePackage(xlsxFilter, book, settings);
    await expectTranslationsReadBack(
      xlsxFilter,
      book,
      (value) => `${value.toUpperCase()} <&> "ש"`,
      settings,
    );
  });

  it('gives back every entry byte for byte and rewrites only changed parts', async () => {
    await expectSamePackage(xlsxFilter, book);
    const parsed = await xlsxFilter.parse(book, { msExcelExtractSheetNames: true });
    const merged = await xlsxFilter.merge(
      parsed.skeleton,
      new Map([
        ['2', 'Haut gauche'],
        ['1', "'Résumé: [Q1]/*?'"],
      ]),
      {},
      undefined,
      book,
    );
    expect(partText(merged, 'xl/sharedStrings.xml')).toContain(
      '<si><t xml:space="preserve">Haut gauche</t></si>',
    );
    expect(partText(merged, 'xl/workbook.xml')).toContain('name="Résumé Q1"');
    const original = readZip(book);
    for (const entry of readZip(merged)) {
      if (entry.name === 'xl/sharedStrings.xml' || entry.name === 'xl/workbook.xml') continue;
      expect(entry.raw?.compressed).toEqual(
        original.find((item) => item.name === entry.name)?.raw?.compressed,
      );
    }
  });

  it('writes rich-text translations that read back as the new sources', async () => {
    const merged = await expectTranslationsReadBack(
      xlsxFilter,
      book,
      (value) => `«${value.toUpperCase()}»`,
    );
    expect(partText(merged, 'xl/sharedStrings.xml')).toContain(
      '<r><rPr><b/><sz val="11"/></rPr><t xml:space="preserve">«BOLD»</t></r>',
    );
    expect(partText(merged, 'xl/sharedStrings.xml')).toContain(
      '<rPh sb="0" eb="1"><t>リッチ</t></rPh>',
    );
  });

  // Generous timeout: property runs share two cores with the rest of the suite.
  it('round-trips generated workbooks', { timeout: 30_000 }, async () => {
    const text = fc
      .stringMatching(/^[A-Za-z0-9 &<>"'עربي中文]{1,10}$/)
      .filter((value) => value.trim() === value);
    const escape = (value: string): string =>
      value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    await fc.assert(
      fc.asyncProperty(
        fc.array(text, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('LeftDown', 'RightDown', 'DownLeft', 'DownRight'),
        async (values, flow) => {
          const cells = values.map((_, index) =>
            sharedCell(
              `${String.fromCharCode(65 + (index % 3))}${Math.floor(index / 3) + 1}`,
              index,
            ),
          );
          const rows = [0, 1]
            .map((row) => `<row r="${row + 1}">${cells.slice(row * 3, row * 3 + 3).join('')}</row>`)
            .join('');
          const file = buildXlsx(
            [{ name: 'Sheet1', xml: `<sheetData>${rows}</sheetData>` }],
            values.map((value) => plain(escape(value))),
          );
          await expectSamePackage(xlsxFilter, file, { msExcelCellFlow: flow });
          await expectTranslationsReadBack(xlsxFilter, file, (value) => `${value}ع`, {
            msExcelCellFlow: flow,
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});
