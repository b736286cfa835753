import { htmlSubfilter } from '../../htmlSubfilter/index.js';
import type { TextUnit } from '../../types.js';
import type { MarkupPieces, MarkupTag, PlacedMarkupSlot } from '../../xml/markupUnit.js';
import { splice } from '../../skeleton/pieces.js';
import { TaggedTextBuilder } from '../../xml/taggedText.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import { characterAtoms } from '../../xml/xmlCharacters.js';
import type { XmlElement, XmlNode } from '../../xml/xmlTree.js';
import { escapeForXml, type XmlContext } from './xmlExport.js';
import type { XmlRoles } from './xmlRules.js';
import type { XmlSettings } from './xmlSettings.js';
import { appendAll } from '../../skeleton/appendAll.js';

export interface XmlPage {
  text: string;
  settings: XmlSettings;
  roles: XmlRoles;
  registry: UnitRegistry;
  placed: PlacedMarkupSlot[];
}

interface Scope {
  preserve: boolean;
  locked: boolean;
}

const noPreserved: ReadonlySet<string> = new Set();
const collapse = (text: string): string => text.replace(/[ \t\n\r]+/g, ' ');

function unitDetails(
  page: XmlPage,
  element: XmlElement,
  locked: boolean,
): Omit<TextUnit, 'id' | 'source'> {
  return {
    segment: page.settings.segment,
    ...page.roles.details(element),
    ...(locked ? { locked: true } : {}),
  };
}

/** Adds raw character data to a unit: references decoded, unresolved entities as tags. */
function addCharacters(
  builder: TaggedTextBuilder<MarkupTag>,
  page: XmlPage,
  range: { start: number; end: number; context: XmlContext; preserve: boolean },
): void {
  const protect = (matched: string): MarkupTag => ({
    kind: 'standalone',
    markup: [escapeForXml(matched, range.context, noPreserved)],
  });
  if (range.context === 'cdata') {
    const raw = page.text.slice(range.start, range.end);
    builder.text(range.preserve ? raw : collapse(raw), (matched) => ({
      kind: 'standalone',
      markup: [matched],
    }));
    return;
  }
  const atoms = characterAtoms(page.text, range.start, range.end, range.context === 'attribute');
  for (const atom of atoms) {
    const raw = page.text.slice(atom.start, atom.end);
    if (atom.entity !== undefined && !page.settings.escapeUnresolvedEntities) {
      builder.standalone({ kind: 'standalone', markup: [raw] });
    } else if (atom.entity !== undefined || raw.startsWith('&')) {
      // A reference stands for exactly the character it names: never collapsed.
      builder.text(atom.entity === undefined ? atom.text : raw, protect);
    } else builder.text(range.preserve ? atom.text : collapse(atom.text), protect);
  }
}

/** Units of an element's attribute values that the rules select. */
export function attributeSlots(element: XmlElement, page: XmlPage): PlacedMarkupSlot[] {
  const placed: PlacedMarkupSlot[] = [];
  for (const item of element.attributes) {
    const role = page.roles.attribute(element, item);
    if (!role) continue;
    const builder = new TaggedTextBuilder<MarkupTag>(page.settings.protectedText);
    const range = { start: item.valueStart, end: item.valueEnd };
    addCharacters(builder, page, { ...range, context: 'attribute', preserve: true });
    if (!builder.hasText) continue;
    const id = page.registry.add(builder.source, unitDetails(page, element, role.locked));
    const original = [page.text.slice(range.start, range.end)];
    const slot = { id, source: builder.source, original, tags: builder.tags, context: 'attribute' };
    placed.push({ ...range, slot });
  }
  return placed;
}

/** Attribute units of an element and everything inside it, for markup kept whole in a tag. */
function subtreeAttributeSlots(node: XmlNode, page: XmlPage): PlacedMarkupSlot[] {
  if (node.kind !== 'element') return [];
  return [
    ...attributeSlots(node, page),
    ...node.children.flatMap((child) => subtreeAttributeSlots(child, page)),
  ];
}

/**
 * The units inside markup kept whole in a tag: its attributes', and where the rules say so the
 * text's of an element (a footnote inside a sentence is one tag there and units of its own).
 */
function slotsInside(node: XmlNode, page: XmlPage, scope: Scope): PlacedMarkupSlot[] {
  if (node.kind !== 'element' || !page.roles.unitsInsideSingleTags) {
    return subtreeAttributeSlots(node, page);
  }
  const outer = page.placed;
  page.placed = attributeSlots(node, page);
  collectUnits(node, page, scope);
  const inside = page.placed;
  page.placed = outer;
  return inside;
}

function isInline(node: XmlNode, page: XmlPage): boolean {
  if (node.kind === 'text' || node.kind === 'comment') return true;
  if (node.kind === 'pi') return !page.settings.ignoreProcessingInstructions;
  if (node.kind !== 'element') return false;
  const role = page.roles.inline(node);
  if (role === 'standalone') return true;
  return role === 'paired' && node.children.every((child) => isInline(child, page));
}

function hasText(node: XmlNode, page: XmlPage): boolean {
  if (node.kind === 'text') return /\S/.test(page.text.slice(node.start, node.end));
  return (
    node.kind === 'element' &&
    page.roles.inline(node) !== 'standalone' &&
    node.children.some((child) => hasText(child, page))
  );
}

/** Builds one unit from a run of inline nodes, collecting the attribute units in its tags. */
class RunBuilder {
  readonly builder: TaggedTextBuilder<MarkupTag>;
  readonly nested: PlacedMarkupSlot[] = [];

  constructor(
    private readonly page: XmlPage,
    private readonly range: { start: number; end: number } & Scope,
  ) {
    this.builder = new TaggedTextBuilder<MarkupTag>(page.settings.protectedText);
  }

  node(node: XmlNode): void {
    const { text } = this.page;
    if (node.kind === 'text') {
      const start = Math.max(node.start, this.range.start);
      const end = Math.min(node.end, this.range.end);
      const { preserve } = this.range;
      addCharacters(this.builder, this.page, { start, end, context: 'text', preserve });
    } else if (node.kind === 'element') this.element(node);
    else
      this.builder.standalone({ kind: 'standalone', markup: [text.slice(node.start, node.end)] });
  }

  private element(element: XmlElement): void {
    const { text } = this.page;
    const empty = element.startTagEnd === element.end;
    if (this.page.roles.inline(element) === 'standalone' || empty) {
      const slots = slotsInside(element, this.page, this.range);
      appendAll(this.nested, slots);
      const markup = splice(text, element.start, element.end, slots);
      this.builder.standalone({ kind: 'standalone', markup });
      return;
    }
    const slots = attributeSlots(element, this.page);
    this.nested.push(...slots);
    const open = splice(text, element.start, element.startTagEnd, slots);
    const close: MarkupPieces = [text.slice(element.endTagStart, element.end)];
    const id = this.builder.open({ kind: 'paired', open, close });
    element.children.forEach((child) => this.node(child));
    this.builder.close(id);
  }
}

/** Makes one unit of a run of inline nodes; markup without text at either end stays outside. */
function flush(run: XmlNode[], element: XmlElement, page: XmlPage, scope: Scope): void {
  const first = run.findIndex((node) => hasText(node, page));
  const last = run.findLastIndex((node) => hasText(node, page));
  const outside = (nodes: XmlNode[]): void => {
    for (const node of nodes) appendAll(page.placed, slotsInside(node, page, scope));
  };
  const firstNode = run[first];
  const lastNode = run[last];
  if (!firstNode || !lastNode) {
    outside(run);
    return;
  }
  outside(run.slice(0, first));
  const { text } = page;
  const start =
    firstNode.kind === 'text'
      ? firstNode.start + text.slice(firstNode.start, firstNode.end).search(/\S/)
      : firstNode.start;
  const end =
    lastNode.kind === 'text'
      ? lastNode.start + text.slice(lastNode.start, lastNode.end).trimEnd().length
      : lastNode.end;
  const writer = new RunBuilder(page, { start, end, ...scope });
  run.slice(first, last + 1).forEach((node) => writer.node(node));
  const { builder, nested } = writer;
  if (builder.hasText) {
    const id = page.registry.add(builder.source, unitDetails(page, element, scope.locked));
    const original = splice(text, start, end, nested);
    const slot = { id, source: builder.source, original, tags: builder.tags, context: 'text' };
    page.placed.push({ start, end, slot });
  } else appendAll(page.placed, nested);
  outside(run.slice(last + 1));
}

/** A CDATA section of a translatable element is a unit of its own, written back as CDATA. */
function cdataUnit(node: XmlNode, element: XmlElement, page: XmlPage, scope: Scope): void {
  const content = page.text.slice(node.start + 9, node.end - 3);
  const leading = content.search(/\S/);
  if (leading === -1) return;
  const start = node.start + 9 + leading;
  const end = node.start + 9 + content.trimEnd().length;
  const builder = new TaggedTextBuilder<MarkupTag>(page.settings.protectedText);
  addCharacters(builder, page, { start, end, context: 'cdata', preserve: scope.preserve });
  if (!builder.hasText) return;
  const id = page.registry.add(builder.source, unitDetails(page, element, scope.locked));
  const original = [page.text.slice(start, end)];
  page.placed.push({
    start,
    end,
    slot: { id, source: builder.source, original, tags: builder.tags, context: 'cdata' },
  });
}

/** The text of an element that holds only text (or one CDATA section), as HTML reads it. */
function htmlValue(element: XmlElement, page: XmlPage) {
  const [first] = element.children;
  const last = element.children.at(-1);
  if (!first || !last) return undefined;
  if (first.kind === 'cdata' && element.children.length === 1) {
    const start = first.start + 9;
    const end = first.end - 3;
    return { start, end, value: page.text.slice(start, end), context: 'html:cdata' };
  }
  if (!element.children.every((child) => child.kind === 'text')) return undefined;
  const atoms = characterAtoms(page.text, first.start, last.end);
  // An entity the file does not declare has no value HTML could read.
  if (atoms.some((atom) => atom.entity !== undefined)) return undefined;
  const value = atoms.map((atom) => atom.text).join('');
  return { start: first.start, end: last.end, value, context: 'html:text' };
}

/** Runs an element's text through the HTML subfilter; false when it stays XML text. */
function htmlUnits(element: XmlElement, page: XmlPage, scope: Scope): boolean {
  const mode = page.roles.html(element);
  const text = mode === 'off' ? undefined : htmlValue(element, page);
  if (!text) return false;
  const { units } = page.registry;
  const first = units.length;
  const html = htmlSubfilter(text.value, mode, units, {
    tagRegexp: page.settings.protectedText,
    ...unitDetails(page, element, scope.locked),
  });
  if (!html) return false;
  const id = units[first]?.id;
  if (id === undefined) return true;
  const original = [page.text.slice(text.start, text.end)];
  page.placed.push({
    start: text.start,
    end: text.end,
    slot: { id: `${id}:html`, source: text.value, original, tags: {}, context: text.context, html },
  });
  return true;
}

/** Walks an element: runs of text and inline elements become units, other children are walked. */
export function collectUnits(element: XmlElement, page: XmlPage, outer: Scope): void {
  const scope: Scope = {
    preserve: page.roles.preserveWhitespace(element) ?? outer.preserve,
    locked: page.roles.locked(element),
  };
  const translatable = page.roles.translatable(element);
  if (translatable && htmlUnits(element, page, scope)) return;
  let run: XmlNode[] = [];
  for (const child of element.children) {
    if (translatable && isInline(child, page)) {
      run.push(child);
      continue;
    }
    flush(run, element, page, scope);
    run = [];
    if (child.kind === 'cdata' && translatable) cdataUnit(child, element, page, scope);
    else if (child.kind === 'element') {
      page.placed.push(...attributeSlots(child, page));
      collectUnits(child, page, scope);
    }
  }
  flush(run, element, page, scope);
}
