import { escapeXmlAttribute, escapeXmlText } from '../../xml/xmlEscape.js';
import { writeZip } from '../../zip/index.js';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRel = 'http://schemas.openxmlformats.org/package/2006/relationships';
const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A cell: text as an inline string, a number as a number; empty text leaves the cell out. */
export type XlsxCell = string | number;

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function cellXml(reference: string, value: XlsxCell): string {
  if (typeof value === 'number') return `<c r="${reference}"><v>${value}</v></c>`;
  if (value === '') return '';
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXmlText(value)}</t></is></c>`;
}

export function xlsxRow(number: number, cells: readonly XlsxCell[]): string {
  const written = cells.map((value, index) => cellXml(`${columnLetters(index)}${number}`, value));
  return `<row r="${number}">${written.join('')}</row>`;
}

/** A workbook of one sheet from its rows' XML (xlsxRow), written with our zip writer. */
export function xlsxWorkbook(sheetName: string, rowsXml: readonly string[]): Uint8Array {
  const part = (name: string, xml: string) => ({
    name,
    data: new TextEncoder().encode(declaration + xml),
  });
  return writeZip([
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
      `<workbook xmlns="${main}" xmlns:r="${officeRel}"><sheets><sheet name="${escapeXmlAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${packageRel}"><Relationship Id="rId1" Type="${officeRel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${main}"><sheetData>${rowsXml.join('')}</sheetData></worksheet>`,
    ),
  ]);
}

/** A table as an XLSX workbook of one sheet: the first row is usually its header. */
export function writeXlsxTable(
  sheetName: string,
  rows: ReadonlyArray<readonly XlsxCell[]>,
): Uint8Array {
  return xlsxWorkbook(
    sheetName,
    rows.map((cells, index) => xlsxRow(index + 1, cells)),
  );
}
