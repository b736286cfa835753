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
import { maximumXmlDepth } from '../../xml/xmlStream.js';
import { escapeForXml } from './xmlExport.js';
import { xmlRoles } from './xmlRules.js';
import { xmlSettings, type XmlSettings } from './xmlSettings.js';
import { attributeSlots, collectUnits, type XmlPage } from './xmlUnits.js';
import { targetLanguageTag, withRootLanguage } from '../../targetLanguage/index.js';

interface XmlSkeleton {
  encoding: string;
  pieces: MarkupPieces;
}

const declaredEncoding = (head: string): string | undefined =>
  /^(?:\uFEFF)?\s*<\?xml[^>]*\sencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1];

/** An XML vocabulary read with the XML filter's rules: generic XML, DITA, DocBook. */
export interface XmlVocabulary {
  format: string;
  title: string;
  extensions: string[];
  /** The rules and options a job's settings give this vocabulary. */
  options(settings: FilterSettings): XmlSettings;
  /** A language attribute of the vocabulary's own that the root may carry besides xml:lang. */
  languageAttribute?: string;
}

function parseXmlFile(
  bytes: Uint8Array,
  settings: FilterSettings,
  { format, options: optionsOf }: XmlVocabulary,
): ParseResult {
  const { text, encoding } = decodeDocument(bytes, settings, declaredEncoding);
  // Entities a DTD would declare are refused; references to undeclared ones are kept as written.
  // The rules walk the tree recursively: a hostile depth must end as a refusal, not a stack overflow.
  const tree = readXml(text, { undeclaredEntities: 'any', maximumDepth: maximumXmlDepth });
  const options = optionsOf(settings);
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

/** The filter of an XML vocabulary: one parse and merge, the vocabulary's rules. */
export const xmlVocabularyFilter = (vocabulary: XmlVocabulary): FileFilter => ({
  format: vocabulary.format,
  title: vocabulary.title,
  extensions: vocabulary.extensions,
  parse: (bytes, settings) => parseXmlFile(bytes, settings, vocabulary),
  merge(skeleton, targets, settings) {
    const { encoding, pieces } = readSkeleton<XmlSkeleton>(skeleton, vocabulary.format);
    const preserved = vocabulary.options(settings).preserveOnExport;
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
    const other = vocabulary.languageAttribute;
    const written = language
      ? withRootLanguage(other ? withRootLanguage(pieced, language, other) : pieced, language)
      : pieced;
    const exportEncoding = namedExportEncoding(settings);
    const text =
      exportEncoding && encodingLabel(exportEncoding) !== encoding
        ? declareEncoding(written, exportEncoding)
        : written;
    return encodeDocument(text, encoding, settings, (char) => `&#${char.codePointAt(0) ?? 63};`);
  },
});

export const xmlFilter = xmlVocabularyFilter({
  format: 'xml',
  title: 'XML',
  extensions: ['xml'],
  options: xmlSettings,
});
