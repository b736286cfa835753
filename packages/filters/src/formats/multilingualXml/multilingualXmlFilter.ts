import { withHtmlValues } from '../../htmlSubfilter/index.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { splice, writePieces, type UnitWriter } from '../../skeleton/pieces.js';
import {
  FilterError,
  type FileFilter,
  type FilterSettings,
  type ParseResult,
} from '../../types.js';
import {
  markupUnitWriter,
  type MarkupContext,
  type MarkupPieces,
  type MarkupTag,
} from '../../xml/markupUnit.js';
import { readXml } from '../../xml/readXml.js';
import { maximumXmlDepth } from '../../xml/xmlStream.js';
import type { XmlElement } from '../../xml/xmlTree.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { decodeXmlFile, encodeXmlFile } from '../../xml/xmlFile.js';
import type { StoredEncoding } from '../../encoding/index.js';
import { mirrorDocument, selectNodes, type DomMirror } from '../xml/xmlDom.js';
import { escapeForXml } from '../xml/xmlExport.js';
import { documentLanguages, languageEntries, withLanguages } from './documentLanguages.js';
import {
  languageElementSettings,
  readEntries,
  type CreatedTarget,
  type MultilingualPage,
} from './entryUnits.js';
import { multilingualXmlSettings } from './multilingualXmlSettings.js';

const format = 'multilingualXml';

interface MultilingualXmlSkeleton {
  stored: StoredEncoding;
  pieces: MarkupPieces;
  created: Record<string, CreatedTarget>;
  sources: Record<string, string>;
}

function parseMultilingualXml(bytes: Uint8Array, settings: FilterSettings): ParseResult {
  const { text, stored } = decodeXmlFile(bytes, settings);
  // Entities a DTD would declare are refused; references to undeclared ones are kept as written.
  // Entries are read recursively: a hostile depth ends as a refusal, not a stack overflow.
  const tree = readXml(text, { undeclaredEntities: 'any', maximumDepth: maximumXmlDepth });
  const options = multilingualXmlSettings(settings);
  let made: DomMirror | undefined;
  const mirror = () => (made ??= mirrorDocument(tree));
  const languages = documentLanguages(tree.root, settings);
  const select = (expression: string, setting: string): ReadonlySet<XmlElement> =>
    expression
      ? selectNodes(mirror(), withLanguages(expression, languages), setting).elements
      : new Set();
  const page: MultilingualPage = {
    text,
    mirror,
    settings: options,
    elementSettings: languageElementSettings(options),
    languages,
    nonTranslatable: select(
      options.nonTranslatableInline,
      'multilingualXmlNonTranslatableInlineElementsXPath',
    ),
    registry: new UnitRegistry(),
    placed: [],
    created: {},
    sources: {},
  };
  const entries = options.entries
    ? select(options.entries, 'multilingualXmlTranslatableElementsXPath')
    : languageEntries(tree.root);
  readEntries(page, entries);
  const skeleton: MultilingualXmlSkeleton = {
    stored,
    pieces: splice(text, 0, text.length, page.placed),
    created: page.created,
    sources: page.sources,
  };
  return { units: page.registry.units, skeleton: writeSkeleton(format, skeleton) };
}

/** The ids of the units in pieces, those of HTML values included. */
function unitIds(pieces: MarkupPieces): string[] {
  return pieces.flatMap((piece) =>
    typeof piece === 'string' ? [] : [piece.id, ...unitIds(piece.html ?? [])],
  );
}

/** Targets plus HTML values, and a mark on each created target element one of whose units is translated. */
function mergeValues(
  pieces: MarkupPieces,
  created: Record<string, CreatedTarget>,
  targets: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const values = new Map(withHtmlValues(pieces, targets));
  for (const piece of pieces) {
    const body = typeof piece === 'string' ? undefined : created[piece.id]?.body;
    if (typeof piece === 'string' || !body) continue;
    if (body.some((inner) => typeof inner !== 'string' && inner.html)) {
      for (const [id, value] of withHtmlValues(body, targets)) values.set(id, value);
    }
    if (unitIds(body).some((id) => (targets.get(id) ?? '') !== '')) values.set(piece.id, 'create');
  }
  return values;
}

const noPreserved: ReadonlySet<string> = new Set();

export const multilingualXmlFilter: FileFilter = {
  format,
  title: 'Multilingual XML',
  // Chosen by the job's fileFormat only: an .xml file is the generic XML format unless told.
  extensions: [],
  // The target column is the job's target language.
  parseReadsTargetLocale: true,
  parse: parseMultilingualXml,
  merge(skeleton, targets, settings) {
    const { stored, pieces, created, sources } = readSkeleton<MultilingualXmlSkeleton>(
      skeleton,
      format,
    );
    const markupWriter = markupUnitWriter((text, context) =>
      escapeForXml(text, context, noPreserved),
    );
    const writer: UnitWriter<MarkupTag, MarkupContext> = (slot, target, write) => {
      const element = created[slot.id];
      if (slot.context === 'create' && element) {
        if (!element.named) {
          throw new FilterError(
            'The file has no target language to name the new target elements with: set the job target language.',
          );
        }
        return element.open + write(element.body) + element.close;
      }
      // A value the HTML subfilter read is written whole, escaped for where it sits.
      if (slot.html) return escapeForXml(target, slot.context.replace('html:', ''), noPreserved);
      return markupWriter({ ...slot, source: sources[slot.id] ?? slot.source }, target, write);
    };
    const text = writePieces(pieces, mergeValues(pieces, created, targets), writer);
    return encodeXmlFile(text, stored, settings);
  },
};
