import {
  FilterError,
  type FileFilter,
  type FilterSettings,
  type ParseResult,
  type TextUnit,
} from '../../types.js';
import type { ZipBytes } from '../../zip/index.js';
import { OfficePackage } from '../../xml/ooxml/officePackage.js';
import {
  encodeOfficeSkeleton,
  mergeOfficePackage,
  type PartSkeleton,
} from '../../xml/ooxml/officeSkeleton.js';
import type { OfficeContext, OfficeTag, PlacedOfficeSlot } from '../../xml/ooxml/officeUnit.js';
import { officeUnitWriter } from '../../xml/ooxml/officeWriter.js';
import { attributeSlot } from '../../xml/ooxml/textSlot.js';
import { splice, type UnitWriter } from '../../skeleton/pieces.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import {
  attribute,
  childElements,
  descendants,
  type XmlDocument,
  type XmlElement,
  type XmlText,
} from '../../xml/xmlTree.js';
import type { ElementEnded } from '../../xml/xmlTreeBuilder.js';
import { drawingSlots } from '../../xml/ooxml/drawingText.js';
import { compareCells, xlsxSettings, type XlsxSettings } from './xlsxSettings.js';
import { sheetCells } from './xlsxSheet.js';
import { htmlStringSlot, richStringSlot } from './xlsxString.js';
import { appendAll } from '../../skeleton/appendAll.js';

const format = 'xlsx';
const workbookPart =
  /(spreadsheetml\.(sheet|template)\.main|ms-excel\.(sheet|template|addin)\.macroEnabled\.main)\+xml$/;
// Excel refuses these characters in a sheet name, and names longer than 31 characters.
const sheetNameMaxLength = 31;

interface Part {
  name: string;
  document: XmlDocument;
  placed: PlacedOfficeSlot[];
}

class Workbook {
  readonly registry: UnitRegistry;
  private readonly parts = new Map<string, Part>();

  constructor(
    readonly pkg: OfficePackage,
    readonly settings: XlsxSettings,
    onUnit?: (unit: TextUnit) => void,
  ) {
    // Units go on as they are read, in the cell flow (#14): a long sheet's are not all held.
    this.registry = new UnitRegistry([], onUnit);
  }

  part(name: string): Part {
    return this.parts.get(name) ?? this.read(name);
  }

  /** Reads a part (again), `endedIn` reading and dropping elements as they end (readXml). */
  read(name: string, endedIn?: (text: XmlText) => ElementEnded): Part {
    const part = { name, document: this.pkg.readPart(name, endedIn), placed: [] };
    this.parts.set(name, part);
    return part;
  }

  related(partName: string, type: string): string[] {
    return this.pkg
      .relationships(partName)
      .filter((rel) => !rel.external && rel.type.endsWith(type) && this.pkg.entry(rel.target))
      .map((rel) => rel.target);
  }

  skeletons(): Array<PartSkeleton<OfficeTag, OfficeContext>> {
    return [...this.parts.values()]
      .filter((part) => part.placed.length > 0)
      .map((part) => ({
        name: part.name,
        pieces: splice(part.document.text, 0, part.document.text.length, part.placed),
        text: part.document.text,
      }));
  }
}

function readSheet(
  book: Workbook,
  sheetName: string,
  shared: Part | undefined,
  seen: Set<number>,
): void {
  const { settings, registry } = book;
  const { cells, endedIn } = sheetCells(settings.extractHidden);
  const sheet = book.read(sheetName, endedIn);
  cells.sort(compareCells(settings.cellFlow));
  const strings = shared ? childElements(shared.document.root, 'si') : [];
  const cellSlot = (document: XmlDocument, string: XmlElement) => {
    const html = htmlStringSlot(document, string, registry, settings);
    return html ? html.placed : richStringSlot(document, string, registry, settings.protectedText);
  };
  for (const cell of cells) {
    if (cell.kind === 'inline') {
      const slot = cellSlot(sheet.document, cell.string);
      if (slot) sheet.placed.push(slot);
      continue;
    }
    const string = strings[cell.index];
    if (!shared || !string || seen.has(cell.index)) continue;
    seen.add(cell.index);
    const slot = cellSlot(shared.document, string);
    if (slot) shared.placed.push(slot);
  }
  if (settings.extractComments) {
    for (const name of book.related(sheetName, '/comments')) {
      const comments = book.part(name);
      for (const text of [...descendants(comments.document.root)].filter(
        (element) => element.name === 'text',
      )) {
        const slot = richStringSlot(comments.document, text, registry, settings.protectedText);
        if (slot) comments.placed.push(slot);
      }
    }
  }
  if (settings.extractOther) {
    for (const drawing of book.related(sheetName, '/drawing')) {
      const part = book.part(drawing);
      appendAll(part.placed, drawingSlots(part.document, registry, settings.protectedText));
      for (const chart of book.related(drawing, '/chart')) {
        const chartPart = book.part(chart);
        appendAll(
          chartPart.placed,
          drawingSlots(chartPart.document, registry, settings.protectedText),
        );
      }
    }
  }
}

function parseXlsx(
  archive: Uint8Array | ZipBytes,
  filterSettings: FilterSettings,
  onUnit?: (unit: TextUnit) => void,
): ParseResult {
  const pkg = new OfficePackage(archive, 'Microsoft Excel');
  const [workbookName] = pkg.partsOfType(workbookPart);
  if (!workbookName)
    throw new FilterError('The file is not a Microsoft Excel workbook (no workbook part).');
  const book = new Workbook(pkg, xlsxSettings(filterSettings), onUnit);
  const workbook = book.part(workbookName);
  const [sharedName] = book.related(workbookName, '/sharedStrings');
  const shared = sharedName ? book.part(sharedName) : undefined;
  const targets = new Map(pkg.relationships(workbookName).map((rel) => [rel.id, rel.target]));
  const seen = new Set<number>();
  for (const sheet of [...descendants(workbook.document.root)].filter(
    (element) => element.name === 'sheet',
  )) {
    const hidden = (attribute(sheet, 'state') ?? 'visible') !== 'visible';
    if (hidden && !book.settings.extractHidden) continue;
    const name = sheet.attributes.find((item) => item.name === 'name');
    if (book.settings.extractSheetNames && name) {
      const options = {
        protectedText: book.settings.protectedText,
        segment: false,
        maxLength: sheetNameMaxLength,
      };
      const slot = attributeSlot(workbook.document, name, book.registry, options);
      if (slot)
        workbook.placed.push({ ...slot, slot: { ...slot.slot, context: { kind: 'sheet-name' } } });
    }
    const target = targets.get(attribute(sheet, 'r:id') ?? '');
    if (target && pkg.entry(target)) readSheet(book, target, shared, seen);
  }
  return {
    units: book.registry.units,
    skeleton: encodeOfficeSkeleton(format, book.skeletons()),
  };
}

const officeWriter = officeUnitWriter();
// A cell the HTML subfilter read is written as its whole new value.
const writeCell: UnitWriter<OfficeTag, OfficeContext> = (slot, target, write) =>
  slot.html ? escapeXmlText(target) : officeWriter(slot, target, write);

export const xlsxFilter: FileFilter = {
  format,
  title: 'Microsoft Excel',
  extensions: ['xlsx', 'xlsm', 'xltx', 'xltm'],
  parse: parseXlsx,
  parseZip: parseXlsx,
  mergeReadsOriginal: true,
  merge: (skeleton, targets, _settings, _states, original) =>
    mergeOfficePackage(format, { skeleton, original }, targets, writeCell),
};
