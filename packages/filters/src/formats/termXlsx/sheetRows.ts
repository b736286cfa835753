import { FilterError } from '../../types.js';
import { OfficePackage } from '../../xml/ooxml/officePackage.js';
import { decodeCharacters } from '../../xml/xmlCharacters.js';
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  type XmlDocument,
  type XmlElement,
} from '../../xml/xmlTree.js';

const notWorkbook = 'The file is not an XLSX workbook.';
const workbookType = /spreadsheetml\.(sheet|template)\.main\+xml$/;

const textOf = (document: XmlDocument, element: XmlElement | undefined): string =>
  element ? decodeCharacters(document.text, element.startTagEnd, element.endTagStart) : '';

/** A rich or plain string (<si>, <is>): its runs' text, phonetic guides (rPh) left out. */
function stringText(document: XmlDocument, string: XmlElement): string {
  const plain = firstChild(string, 't');
  if (plain) return textOf(document, plain);
  return childElements(string, 'r')
    .map((run) => textOf(document, firstChild(run, 't')))
    .join('');
}

function columnIndex(reference: string | undefined, fallback: number): number {
  const letters = /^\$?([A-Z]+)/.exec(reference ?? '')?.[1];
  if (!letters) return fallback;
  let number = 0;
  for (const letter of letters) number = number * 26 + letter.charCodeAt(0) - 64;
  return number - 1;
}

/** What a cell shows as text: strings as written, numbers as stored, booleans as true/false. */
function cellText(sheet: XmlDocument, cell: XmlElement, shared: string[]): string {
  const type = attribute(cell, 't') ?? 'n';
  if (type === 'inlineStr') {
    const inline = firstChild(cell, 'is');
    return inline ? stringText(sheet, inline) : '';
  }
  const value = textOf(sheet, firstChild(cell, 'v'));
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : 'false';
  return type === 'e' ? '' : value;
}

/**
 * The rows of a workbook's first worksheet as cell texts, with their row numbers, read with the
 * project's own zip and XML readers (limits applied before anything is unpacked).
 */
export function firstSheetRows(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): Array<{ row: number; cells: string[] }> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new FilterError(notWorkbook);
  const pkg = new OfficePackage(bytes, 'spreadsheet', {
    maxEntries: 10_000,
    maxTotalUnpackedSize: maxUnpackedBytes,
  });
  const [workbookName] = pkg.partsOfType(workbookType);
  if (!workbookName) throw new FilterError(notWorkbook);
  const workbook = pkg.readPart(workbookName);
  const targets = new Map(pkg.relationships(workbookName).map((rel) => [rel.id, rel.target]));
  const firstSheet = [...descendants(workbook.root)].find((element) => element.name === 'sheet');
  const sheetName = firstSheet && targets.get(attribute(firstSheet, 'r:id') ?? '');
  if (!sheetName || !pkg.entry(sheetName)) {
    throw new FilterError('The file is not an XLSX workbook: it has no worksheet.');
  }
  const sharedName = pkg
    .relationships(workbookName)
    .find((rel) => rel.type.endsWith('/sharedStrings') && pkg.entry(rel.target))?.target;
  const sharedDocument = sharedName ? pkg.readPart(sharedName) : undefined;
  const shared = sharedDocument
    ? childElements(sharedDocument.root, 'si').map((si) => stringText(sharedDocument, si))
    : [];
  const sheet = pkg.readPart(sheetName);
  const rows: Array<{ row: number; cells: string[] }> = [];
  let rowNumber = 0;
  for (const rowElement of childElements(
    firstChild(sheet.root, 'sheetData') ?? sheet.root,
    'row',
  )) {
    rowNumber = Number(attribute(rowElement, 'r') ?? rowNumber + 1);
    const cells: string[] = [];
    for (const cell of childElements(rowElement, 'c')) {
      const index = columnIndex(attribute(cell, 'r'), cells.length);
      while (cells.length < index) cells.push('');
      cells[index] = cellText(sheet, cell, shared);
    }
    rows.push({ row: rowNumber, cells });
  }
  return rows;
}
