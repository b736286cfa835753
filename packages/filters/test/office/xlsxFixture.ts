import { buildPackage, officeRelType, type PackagePart } from './ooxmlFixture.js';

const main =
  'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const ct = 'application/vnd.openxmlformats-officedocument';
const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface SheetSpec {
  name: string;
  state?: 'hidden';
  /** The <sheetData> content and anything before it (<cols>). */
  xml: string;
  comments?: string[];
  drawing?: string;
}

/** A .xlsx built from worksheets, shared strings <si> elements and optional comments and drawings. */
export function buildXlsx(sheets: SheetSpec[], sharedStrings: string[]): Uint8Array {
  const parts: PackagePart[] = [];
  const sheetList = sheets
    .map(
      (sheet, index) =>
        `<sheet name="${sheet.name}" sheetId="${index + 1}"${sheet.state ? ` state="${sheet.state}"` : ''} r:id="rId${index + 1}"/>`,
    )
    .join('');
  parts.push({
    name: 'xl/workbook.xml',
    contentType: `${ct}.spreadsheetml.sheet.main+xml`,
    xml: `<workbook ${main}><sheets>${sheetList}</sheets></workbook>`,
  });
  const workbookRels = sheets.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  workbookRels.push(
    `<Relationship Id="rIdS" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/>`,
  );
  parts.push({
    name: 'xl/_rels/workbook.xml.rels',
    xml: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${workbookRels.join('')}</Relationships>`,
  });
  parts.push({
    name: 'xl/sharedStrings.xml',
    contentType: `${ct}.spreadsheetml.sharedStrings+xml`,
    xml: `<sst ${main} count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.join('')}</sst>`,
  });
  sheets.forEach((sheet, index) => {
    const number = index + 1;
    parts.push({
      name: `xl/worksheets/sheet${number}.xml`,
      contentType: `${ct}.spreadsheetml.worksheet+xml`,
      xml: `<worksheet ${main}>${sheet.xml}</worksheet>`,
    });
    const sheetRels: string[] = [];
    if (sheet.comments) {
      sheetRels.push(
        `<Relationship Id="rIdC" Type="${rel}/comments" Target="../comments${number}.xml"/>`,
      );
      const list = sheet.comments
        .map(
          (text, at) =>
            `<comment ref="A${at + 1}" authorId="0"><text><r><t>${text}</t></r></text></comment>`,
        )
        .join('');
      parts.push({
        name: `xl/comments${number}.xml`,
        contentType: `${ct}.spreadsheetml.comments+xml`,
        xml: `<comments ${main}><authors><author>Ann</author></authors><commentList>${list}</commentList></comments>`,
      });
    }
    if (sheet.drawing) {
      sheetRels.push(
        `<Relationship Id="rIdD" Type="${rel}/drawing" Target="../drawings/drawing${number}.xml"/>`,
      );
      parts.push({
        name: `xl/drawings/drawing${number}.xml`,
        contentType: `${ct}.drawing+xml`,
        xml: `<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><xdr:sp><xdr:txBody><a:bodyPr/>${sheet.drawing}</xdr:txBody></xdr:sp></xdr:wsDr>`,
      });
    }
    if (sheetRels.length > 0) {
      parts.push({
        name: `xl/worksheets/_rels/sheet${number}.xml.rels`,
        xml: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels.join('')}</Relationships>`,
      });
    }
  });
  return buildPackage(parts, officeRelType);
}

export const sharedCell = (ref: string, index: number): string =>
  `<c r="${ref}" t="s"><v>${index}</v></c>`;
export const numberCell = (ref: string, value: number): string =>
  `<c r="${ref}"><v>${value}</v></c>`;
export const plain = (text: string): string => `<si><t xml:space="preserve">${text}</t></si>`;
