import type { TextUnit } from '../../types.js';
import { FilterError } from '../../types.js';
import type {
  MarkupPieces,
  MarkupSlot,
  MarkupTag,
  PlacedMarkupSlot,
} from '../../xml/markupUnit.js';
import { splice } from '../../skeleton/pieces.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { escapeXmlAttribute } from '../../xml/xmlEscape.js';
import { isEmptyElementTag, openTagOf } from '../../xml/xmlFile.js';
import type { XmlElement } from '../../xml/xmlTree.js';
import { evaluate, selectText, type DomMirror } from '../xml/xmlDom.js';
import { xmlSpace, type UnitDetails, type XmlRoles } from '../xml/xmlRules.js';
import { xmlSettings, type XmlSettings } from '../xml/xmlSettings.js';
import { collectUnits, type XmlPage } from '../xml/xmlUnits.js';
import { sameLanguage, withLanguages, type DocumentLanguages } from './documentLanguages.js';
import {
  defaultSource,
  defaultTarget,
  type MultilingualXmlSettings,
} from './multilingualXmlSettings.js';

/** A target element merge writes where the file has none (or an empty one): only when a unit of it is translated. */
export interface CreatedTarget {
  open: string;
  /** The source element's content, its units written with their targets. */
  body: MarkupPieces;
  close: string;
  /** False when no target language is known to name the new element with. */
  named: boolean;
}

export interface MultilingualPage {
  text: string;
  /** The DOM copy for XPath rules, made when a rule first needs it. */
  mirror: () => DomMirror;
  settings: MultilingualXmlSettings;
  /** languageElementSettings(settings), which hold compiled rules. */
  elementSettings: XmlSettings;
  languages: DocumentLanguages;
  nonTranslatable: ReadonlySet<XmlElement>;
  registry: UnitRegistry;
  placed: PlacedMarkupSlot[];
  created: Record<string, CreatedTarget>;
  /** The source text of each unit whose existing target is written with the source's tags. */
  sources: Record<string, string>;
}

interface ReadElement {
  units: TextUnit[];
  placed: PlacedMarkupSlot[];
}

/** Only the language element itself is read; every element inside it is inline markup. */
function languageElementRoles(
  page: MultilingualPage,
  own: XmlElement,
  details: UnitDetails,
): XmlRoles {
  return {
    translatable: (element) => element === own,
    locked: () => false,
    inline: (element) => (page.nonTranslatable.has(element) ? 'standalone' : 'paired'),
    preserveWhitespace: xmlSpace,
    attribute: () => undefined,
    details: () => details,
    html: (element) => (element === own && page.settings.html ? 'on' : 'off'),
    // A non-translatable inline element is one tag: nothing inside it is read.
    unitsInsideSingleTags: false,
  };
}

/** The settings the XML reader reads a language element with: made once for a page. */
export function languageElementSettings(settings: MultilingualXmlSettings): XmlSettings {
  return {
    ...xmlSettings({}),
    protectedText: settings.protectedText,
    segment: settings.segment,
    escapeUnresolvedEntities: false,
    ignoreProcessingInstructions: false,
  };
}

/** The units of one language element, registered in `registry`, and where they sit. */
function readElement(
  page: MultilingualPage,
  element: XmlElement,
  registry: UnitRegistry,
  details: UnitDetails,
): ReadElement {
  const placed: PlacedMarkupSlot[] = [];
  const first = registry.units.length;
  const xmlPage: XmlPage = {
    text: page.text,
    settings: page.elementSettings,
    roles: languageElementRoles(page, element, details),
    registry,
    placed,
  };
  collectUnits(element, xmlPage, { preserve: page.settings.preserveWhitespace, locked: false });
  return { units: registry.units.slice(first), placed };
}

const inside = (element: XmlElement, outer: XmlElement): boolean =>
  element.start >= outer.start && element.end <= outer.end;

/** The language a default source or target rule asks for, which the tree answers without XPath. */
function defaultRuleLanguage(expression: string, languages: DocumentLanguages): string | undefined {
  const language =
    expression === defaultSource
      ? (languages.source ?? '')
      : expression === defaultTarget
        ? (languages.target ?? '')
        : undefined;
  // A value with both quotes is no XPath literal: the engine refuses it, as it should.
  return language !== undefined && !(language.includes("'") && language.includes('"'))
    ? language
    : undefined;
}

/** `*[@xml:lang=L or @lang=L]` from an entry: its child elements whose language is L, in order. */
const childrenInLanguage = (entry: XmlElement, language: string): XmlElement[] =>
  entry.children.filter(
    (child): child is XmlElement =>
      child.kind === 'element' &&
      child.attributes.some(
        (item) => (item.name === 'xml:lang' || item.name === 'lang') && item.value === language,
      ),
  );

/** The elements an XPath selects from an entry, below it; a selected text node stands for its element. */
function selectBelow(
  page: MultilingualPage,
  expression: string,
  entry: XmlElement,
  setting: string,
): XmlElement[] {
  // The default rules, on every entry, took most of an import through the XPath engine.
  const language = defaultRuleLanguage(expression, page.languages);
  if (language !== undefined) return childrenInLanguage(entry, language);
  const mirror = page.mirror();
  const context = mirror.nodeOf.get(entry);
  if (!context) return [];
  const result = evaluate(mirror, withLanguages(expression, page.languages), context, setting);
  if (!Array.isArray(result)) throw new FilterError(`The setting ${setting} must select elements.`);
  return result
    .map(
      (node) =>
        mirror.elementOf.get(node) ??
        (node.parentNode ? mirror.elementOf.get(node.parentNode) : undefined),
    )
    .filter(
      (element): element is XmlElement =>
        element !== undefined && element !== entry && inside(element, entry),
    );
}

function entryDetails(page: MultilingualPage, entry: XmlElement): UnitDetails {
  const { settings, languages } = page;
  const text = (expression: string, setting: string): string | undefined =>
    expression
      ? selectText(page.mirror(), withLanguages(expression, languages), entry, setting)
      : undefined;
  const details: UnitDetails = {};
  const note = text(settings.contextNote, 'multilingualXmlContextNoteXPath');
  const key = text(settings.contextKey, 'multilingualXmlContextKeyXPath');
  const maxLength = Number(text(settings.maxLength, 'multilingualXmlMaxLengthXPath'));
  if (note !== undefined) details.note = note;
  if (key !== undefined) details.key = key;
  if (Number.isInteger(maxLength) && maxLength > 0) details.maxLength = maxLength;
  return details;
}

type IdMap = ReadonlyMap<string, string>;

function renamedId(id: string, ids: IdMap): string {
  const html = id.endsWith(':html');
  const unit = html ? id.slice(0, -':html'.length) : id;
  return `${ids.get(unit) ?? unit}${html ? ':html' : ''}`;
}

const renamedPieces = (pieces: MarkupPieces, ids: IdMap): MarkupPieces =>
  pieces.map((piece) => (typeof piece === 'string' ? piece : renamedSlot(piece, ids)));

function renamedTag(tag: MarkupTag, ids: IdMap): MarkupTag {
  return tag.kind === 'paired'
    ? { kind: 'paired', open: renamedPieces(tag.open, ids), close: renamedPieces(tag.close, ids) }
    : { kind: 'standalone', markup: renamedPieces(tag.markup, ids) };
}

/** A target's slot under the ids of the source's units, nested units (HTML, alt texts) included. */
function renamedSlot(slot: MarkupSlot, ids: IdMap): MarkupSlot {
  const tags = Object.fromEntries(
    Object.entries(slot.tags).map(([number, tag]) => [number, renamedTag(tag, ids)]),
  );
  return {
    ...slot,
    id: renamedId(slot.id, ids),
    original: renamedPieces(slot.original, ids),
    tags,
    ...(slot.html ? { html: renamedPieces(slot.html, ids) } : {}),
  };
}

/** Reads an existing target unit by unit; false when its units do not pair with the source's. */
function readExistingTarget(page: MultilingualPage, target: XmlElement, source: ReadElement) {
  const found = readElement(page, target, new UnitRegistry(), {});
  if (found.units.length === 0 || found.units.length !== source.units.length) return false;
  const ids = new Map<string, string>();
  found.units.forEach((unit, index) => {
    const sourceUnit = source.units[index];
    if (!sourceUnit) return;
    ids.set(unit.id, sourceUnit.id);
    sourceUnit.target = unit.source;
  });
  const sourceSlots = new Map(source.placed.map(({ slot }) => [slot.id, slot]));
  for (const { start, end, slot } of found.placed) {
    const renamed = renamedSlot(slot, ids);
    const sourceSlot = sourceSlots.get(renamed.id);
    // A translation carries the source's tag numbers: it is written with the source's markup.
    if (!renamed.html && sourceSlot && !sourceSlot.html) {
      page.sources[renamed.id] = sourceSlot.source;
      renamed.tags = sourceSlot.tags;
    }
    page.placed.push({ start, end, slot: renamed });
  }
  return true;
}

function addCreated(
  page: MultilingualPage,
  read: ReadElement,
  range: { start: number; end: number },
  created: CreatedTarget,
) {
  const { start, end } = range;
  // Named after the entry's first unit: one created element per entry.
  const id = `target:${read.units[0]?.id ?? ''}`;
  page.created[id] = created;
  const original = [page.text.slice(start, end)];
  page.placed.push({ start, end, slot: { id, source: '', original, tags: {}, context: 'create' } });
}

const sourceBody = (page: MultilingualPage, source: XmlElement, read: ReadElement): MarkupPieces =>
  splice(page.text, source.startTagEnd, source.endTagStart, read.placed);

/** An empty target element (or one whose units do not pair) gets the source's content structure. */
function replaceTarget(
  page: MultilingualPage,
  target: XmlElement,
  source: XmlElement,
  read: ReadElement,
) {
  const { text } = page;
  const selfClosing = isEmptyElementTag(target);
  const start = selfClosing ? target.start : target.startTagEnd;
  const end = selfClosing ? target.end : target.endTagStart;
  addCreated(
    page,
    read,
    { start, end },
    {
      open: selfClosing ? openTagOf(text, target) : '',
      body: sourceBody(page, source, read),
      close: selfClosing ? `</${target.name}>` : '',
      named: true,
    },
  );
}

/** The white space between a node and its previous (or next) sibling, when only white space is there. */
function spaceBeside(page: MultilingualPage, element: XmlElement, step: -1 | 1): string {
  const siblings = element.parent?.children ?? [];
  const node = siblings[siblings.indexOf(element) + step];
  if (node?.kind !== 'text') return '';
  const raw = page.text.slice(node.start, node.end);
  return /^\s*$/.test(raw) ? raw : '';
}

/**
 * A missing target element is written after the entry's child that holds the source: a copy of
 * that child down to the source element, its language attribute set to the target language.
 */
function createTarget(
  page: MultilingualPage,
  entry: XmlElement,
  source: XmlElement,
  read: ReadElement,
) {
  const { text, languages } = page;
  const chain = [source];
  for (let top = source.parent; top && top !== entry; top = top.parent) chain.unshift(top);
  const [outer] = chain;
  if (!outer) return;
  const sourceLanguage = languages.source;
  const target = languages.target ?? '';
  const language = chain
    .flatMap((element) => element.attributes)
    .find((item) => sourceLanguage !== undefined && sameLanguage(item.value, sourceLanguage));
  const startTag = (element: XmlElement): string => {
    const raw = text.slice(element.start, element.startTagEnd);
    if (language && element.attributes.includes(language)) {
      const from = language.valueStart - element.start;
      return (
        raw.slice(0, from) +
        escapeXmlAttribute(target) +
        raw.slice(language.valueEnd - element.start)
      );
    }
    if (language || element !== outer) return raw;
    const nameEnd = 1 + element.name.length;
    return `${raw.slice(0, nameEnd)} xml:lang="${escapeXmlAttribute(target)}"${raw.slice(nameEnd)}`;
  };
  const open = chain.map((element) => spaceBeside(page, element, -1) + startTag(element)).join('');
  const close = chain
    .map((element, index) => {
      const inner = chain[index + 1];
      return (
        (inner ? spaceBeside(page, inner, 1) : '') + text.slice(element.endTagStart, element.end)
      );
    })
    .reverse()
    .join('');
  addCreated(
    page,
    read,
    { start: outer.end, end: outer.end },
    {
      open,
      body: sourceBody(page, source, read),
      close,
      named: languages.target !== undefined,
    },
  );
}

/** One entry: its source element's units, and where their targets are (or will be) written. */
function readEntry(page: MultilingualPage, entry: XmlElement, taken: Set<XmlElement>): void {
  const { settings } = page;
  const [source] = selectBelow(page, settings.source, entry, 'multilingualXmlSourceElementsXPath');
  if (!source) return;
  const target = selectBelow(
    page,
    settings.target,
    entry,
    'multilingualXmlTargetElementsXPath',
  ).find((element) => !inside(element, source) && !inside(source, element));
  const read = readElement(page, source, page.registry, entryDetails(page, entry));
  if (read.units.length === 0) return;
  taken.add(source);
  if (!target) createTarget(page, entry, source, read);
  else {
    taken.add(target);
    if (!readExistingTarget(page, target, read)) replaceTarget(page, target, source, read);
  }
}

/** Reads every entry the settings select, in document order; an entry inside a read element is text. */
export function readEntries(page: MultilingualPage, entries: Iterable<XmlElement>): void {
  const taken = new Set<XmlElement>();
  const isTaken = (element: XmlElement): boolean => {
    for (let at: XmlElement | undefined = element; at; at = at.parent)
      if (taken.has(at)) return true;
    return false;
  };
  const ordered = [...entries].sort((a, b) => a.start - b.start);
  for (const entry of ordered) {
    if (isTaken(entry)) continue;
    readEntry(page, entry, taken);
  }
}
