import type { FileFilter, FilterSettings, ParseResult } from '../../types.js';
import { decodeDocument, encodeDocument } from '../../xml/documentEncoding.js';
import { withHtmlValues } from '../../htmlSubfilter/index.js';
import {
  markupUnitWriter,
  type MarkupContext,
  type MarkupPieces,
  type MarkupTag,
} from '../../xml/markupUnit.js';
import { readXml } from '../../xml/readXml.js';
import { splice, writePieces, type UnitWriter } from '../../skeleton/pieces.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { withDeclaredEncoding } from '../../xml/xmlFile.js';
import { escapeForXml } from './xmlExport.js';
import { xmlRoles } from './xmlRules.js';
import { xmlSettings } from './xmlSettings.js';
import { attributeSlots, collectUnits, type XmlPage } from './xmlUnits.js';
import { targetLanguageTag, withRootLanguage } from '../../targetLanguage/index.js';

const format = 'xml';

interface XmlSkeleton {
  encoding: string;
  pieces: MarkupPieces;
}

const declaredEncoding = (head: string): string | undefined =>
  /^(?:\uFEFF)?\s*<\?xml[^>]*\sencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1];

function parseXmlFile(bytes: Uint8Array, settings: FilterSettings): ParseResult {
  const { text, encoding } = decodeDocument(bytes, settings, declaredEncoding);
  // Entities a DTD would declare are refused; references to undeclared ones are kept as written.
  const tree = readXml(text, { undeclaredEntities: 'any' });
  const options = xmlSettings(settings);
  const page: XmlPage = {
    text,
    settings: options,
    roles: xmlRoles(tree, options),
    registry: new UnitRegistry(),
    placed: [],
  };
  page.placed.push(...attributeSlots(tree.root, page));
  collectUnits(tree.root, page, { preserve: false, locked: false });
  const skeleton: XmlSkeleton = { encoding, pieces: splice(text, 0, text.length, page.placed) };
  return { units: page.registry.units, skeleton: writeSkeleton(format, skeleton) };
}

/** The export encoding the settings name, when they name one. */
function namedExportEncoding(settings: FilterSettings): string | undefined {
  const value = settings.exportEncoding;
  return typeof value === 'string' && value !== '' && !/^auto/i.test(value) ? value : undefined;
}

/** The WHATWG label of an encoding name where TextDecoder knows it ('UTF8' and 'utf-8' are one). */
function encodingLabel(name: string): string {
  try {
    return new TextDecoder(name).encoding;
  } catch {
    return name.toLowerCase();
  }
}

/** The declaration names the encoding the file is written in; a byte order mark stays only in UTF. */
function declareEncoding(text: string, encoding: string): string {
  const bom = text.startsWith('\uFEFF') && /^utf/i.test(encoding) ? '\uFEFF' : '';
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return bom + withDeclaredEncoding(body, encoding);
}

export const xmlFilter: FileFilter = {
  format,
  title: 'XML',
  extensions: ['xml'],
  parse: parseXmlFile,
  merge(skeleton, targets, settings) {
    const { encoding, pieces } = readSkeleton<XmlSkeleton>(skeleton, format);
    const preserved = xmlSettings(settings).preserveOnExport;
    const markupWriter = markupUnitWriter((text, context) =>
      escapeForXml(text, context, preserved),
    );
    // A value the HTML subfilter read is written whole, escaped for where it sits.
    const writer: UnitWriter<MarkupTag, MarkupContext> = (slot, target, write) =>
      slot.html
        ? escapeForXml(target, slot.context.replace('html:', ''), preserved)
        : markupWriter(slot, target, write);
    const pieced = writePieces(pieces, withHtmlValues(pieces, targets), writer);
    const language = targetLanguageTag(settings);
    const written = language ? withRootLanguage(pieced, language) : pieced;
    const exportEncoding = namedExportEncoding(settings);
    const text =
      exportEncoding && encodingLabel(exportEncoding) !== encoding
        ? declareEncoding(written, exportEncoding)
        : written;
    return encodeDocument(text, encoding, settings, (char) => `&#${char.codePointAt(0) ?? 63};`);
  },
};
