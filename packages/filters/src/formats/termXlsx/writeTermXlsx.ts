import type { Writable } from 'node:stream';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import { writeZip } from '../../zip/index.js';
import type { TermConcept } from '../tbx/types.js';
import { tableHeader, tableRow, type TermTableLayout } from '../termCsv/termTable.js';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRel = 'http://schemas.openxmlformats.org/package/2006/relationships';
const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** One row of inline strings; empty cells are left out. */
function rowXml(number: number, cells: string[]): string {
  const written = cells.map((text, index) =>
    text === ''
      ? ''
      : `<c r="${columnLetters(index)}${number}" t="inlineStr"><is><t xml:space="preserve">${escapeXmlText(text)}</t></is></c>`,
  );
  return `<row r="${number}">${written.join('')}</row>`;
}

/** Writes a term table as an XLSX workbook (one sheet, Terms) into `output` with our zip writer. */
export async function writeTermXlsx(
  layout: TermTableLayout,
  concepts: AsyncIterable<TermConcept> | Iterable<TermConcept>,
  output: Writable,
): Promise<void> {
  const rows = [rowXml(1, tableHeader(layout))];
  for await (const concept of concepts)
    rows.push(rowXml(rows.length + 1, tableRow(layout, concept)));
  const part = (name: string, xml: string) => ({
    name,
    data: new TextEncoder().encode(declaration + xml),
  });
  const bytes = writeZip([
    part(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${sheetType}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${sheetType}.worksheet+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${packageRel}"><Relationship Id="rId1" Type="${officeRel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${officeRel}"><sheets><sheet name="Terms" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${packageRel}"><Relationship Id="rId1" Type="${officeRel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${main}"><sheetData>${rows.join('')}</sheetData></worksheet>`,
    ),
  ]);
  await new Promise<void>((resolve, reject) => {
    output.once('error', reject);
    output.end(bytes, resolve);
  });
}
