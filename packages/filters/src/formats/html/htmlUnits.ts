import { decodeHTML } from 'entities';
import type { DefaultTreeAdapterTypes } from 'parse5';
import type { MarkupPieces, MarkupTag, PlacedMarkupSlot } from '../../xml/markupUnit.js';
import { splice } from '../../skeleton/pieces.js';
import { TaggedTextBuilder } from '../../xml/taggedText.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import { attributeSlots } from './htmlAttributes.js';
import {
  alwaysExcluded,
  blockElements,
  inlineElements,
  voidInlineElements,
  whitespaceElements,
} from './htmlElements.js';
import { escapeHtml } from './htmlEscape.js';
import type { HtmlSettings } from './htmlSettings.js';
import { appendAll } from '../../skeleton/appendAll.js';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type Text = DefaultTreeAdapterTypes.TextNode;

export interface HtmlPage {
  text: string;
  settings: HtmlSettings;
  registry: UnitRegistry;
  placed: PlacedMarkupSlot[];
}

const entity = /&(?:#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[A-Za-z][A-Za-z0-9]*;?)/g;

const isElement = (node: Node): node is Element => 'tagName' in node;
const isText = (node: Node): node is Text => node.nodeName === '#text';
const bounds = (node: Node): { start: number; end: number } | undefined => {
  const location = node.sourceCodeLocation;
  return location ? { start: location.startOffset, end: location.endOffset } : undefined;
};

function isExcluded(element: Element, page: HtmlPage): boolean {
  return alwaysExcluded.has(element.tagName) || page.settings.excluded.has(element.tagName);
}

/** An inline element, all of whose content is inline too, becomes tags inside its parent's unit. */
function isInline(node: Node, page: HtmlPage): boolean {
  if (isText(node) || node.nodeName === '#comment') return true;
  if (!isElement(node) || isExcluded(node, page)) return false;
  const name = node.tagName;
  if (name === 'br' && page.settings.breakCreatesSegment) return false;
  const unknown = !inlineElements.has(name) && !blockElements.has(name);
  if (!inlineElements.has(name) && !(unknown && page.settings.unknownCreatesTag)) return false;
  return node.childNodes.every((child) => isInline(child, page));
}

function hasText(node: Node): boolean {
  if (isText(node)) return /[^ \t\n\f\r]/.test(node.value);
  return isElement(node) && node.childNodes.some(hasText);
}

function nestedAttributeSlots(node: Node, page: HtmlPage): PlacedMarkupSlot[] {
  if (!isElement(node)) return [];
  return [
    ...attributeSlots(node, page),
    ...node.childNodes.flatMap((child) => nestedAttributeSlots(child, page)),
  ];
}

/** Builds one unit from inline nodes, collecting the attribute units found in its tags. */
class InlineUnitBuilder {
  readonly builder: TaggedTextBuilder<MarkupTag>;
  readonly nested: PlacedMarkupSlot[] = [];

  constructor(
    private readonly page: HtmlPage,
    private readonly preserve: boolean,
    private readonly start: number,
    private readonly end: number,
  ) {
    this.builder = new TaggedTextBuilder<MarkupTag>(page.settings.protectedText);
  }

  node(node: Node): void {
    const range = bounds(node);
    if (isText(node)) this.text(node, range);
    else if (node.nodeName === '#comment' && range) {
      this.builder.standalone({
        kind: 'standalone',
        markup: [this.page.text.slice(range.start, range.end)],
      });
    } else if (isElement(node)) this.element(node);
  }

  private element(element: Element): void {
    const location = element.sourceCodeLocation;
    const startTag = location?.startTag;
    // Elements the parser made up (implied or reconstructed) have no markup of their own.
    if (!startTag) {
      element.childNodes.forEach((child) => this.node(child));
      return;
    }
    const slots = attributeSlots(element, this.page);
    this.nested.push(...slots);
    const open = splice(this.page.text, startTag.startOffset, startTag.endOffset, slots);
    if (voidInlineElements.has(element.tagName)) {
      this.builder.standalone({ kind: 'standalone', markup: open });
      return;
    }
    const endTag = location.endTag;
    const close: MarkupPieces = endTag
      ? [this.page.text.slice(endTag.startOffset, endTag.endOffset)]
      : [];
    const id = this.builder.open({ kind: 'paired', open, close });
    element.childNodes.forEach((child) => this.node(child));
    this.builder.close(id);
  }

  private text(node: Text, range: { start: number; end: number } | undefined): void {
    const collapse = (value: string): string =>
      this.preserve ? value : value.replace(/[ \t\n\f\r]+/g, ' ');
    const plain = (value: string): void =>
      this.builder.text(collapse(value), (text) => ({
        kind: 'standalone',
        markup: [escapeHtml(text, 'text')],
      }));
    const raw = range ? this.page.text.slice(range.start, range.end) : '';
    if (!range || decodeHTML(raw) !== node.value) {
      // The parser dropped stray markup inside this text: only its value can be trusted.
      plain(this.trim(node.value, range));
      return;
    }
    const from = Math.max(range.start, this.start);
    const kept = this.page.text.slice(from, Math.min(range.end, this.end));
    let at = 0;
    for (const match of kept.matchAll(entity)) {
      plain(decodeHTML(kept.slice(at, match.index)));
      const name = match[0].slice(1).replace(/;$/, '').toLowerCase();
      if (this.page.settings.entitiesAsTags.has(name)) {
        this.builder.standalone({ kind: 'standalone', markup: [match[0]] });
      } else plain(decodeHTML(match[0]));
      at = match.index + match[0].length;
    }
    plain(decodeHTML(kept.slice(at)));
  }

  private trim(value: string, range: { start: number; end: number } | undefined): string {
    let trimmed = value;
    if (!range || range.start < this.start) trimmed = trimmed.replace(/^[ \t\n\f\r]+/, '');
    if (!range || range.end > this.end) trimmed = trimmed.replace(/[ \t\n\f\r]+$/, '');
    return trimmed;
  }
}

/** Makes one unit of a run of inline nodes; markup without text at either end stays outside. */
function flush(run: Node[], page: HtmlPage, preserve: boolean): void {
  const first = run.findIndex(hasText);
  const last = run.findLastIndex(hasText);
  const firstNode = run[first];
  const lastNode = run[last];
  const firstRange = firstNode && bounds(firstNode);
  const lastRange = lastNode && bounds(lastNode);
  const outside = first === -1 ? run : [...run.slice(0, first), ...run.slice(last + 1)];
  appendAll(
    page.placed,
    outside.flatMap((node) => nestedAttributeSlots(node, page)),
  );
  if (!firstNode || !lastNode || !firstRange || !lastRange) return;
  // An element around all of the unit's text stays outside it: "{1}text{/1}" helps no one.
  if (first === last && isElement(firstNode) && firstNode.sourceCodeLocation?.endTag) {
    page.placed.push(...attributeSlots(firstNode, page));
    flush(firstNode.childNodes, page, preserve);
    return;
  }
  const lead = isText(firstNode)
    ? (/^[ \t\n\f\r]*/.exec(page.text.slice(firstRange.start, firstRange.end))?.[0].length ?? 0)
    : 0;
  const trail = isText(lastNode)
    ? (/[ \t\n\f\r]*$/.exec(page.text.slice(lastRange.start, lastRange.end))?.[0].length ?? 0)
    : 0;
  const start = firstRange.start + lead;
  const end = lastRange.end - trail;
  const writer = new InlineUnitBuilder(page, preserve, start, end);
  run.slice(first, last + 1).forEach((node) => writer.node(node));
  const { builder, nested } = writer;
  if (!builder.hasText || end <= start) {
    appendAll(page.placed, nested);
    return;
  }
  const id = page.registry.add(builder.source, { segment: true });
  const slot = {
    id,
    source: builder.source,
    original: splice(page.text, start, end, nested),
    tags: builder.tags,
    context: 'text',
  };
  page.placed.push({ start, end, slot });
}

/** Walks a container: runs of inline content become units, block children are walked in turn. */
export function collectUnits(nodes: Node[], page: HtmlPage, preserve: boolean): void {
  let run: Node[] = [];
  let runEnd = -1;
  for (const node of nodes) {
    const range = bounds(node);
    if (isInline(node, page)) {
      // Nodes the parser moved (foster parenting) would break the unit's contiguous range.
      if (range && range.start < runEnd) {
        flush(run, page, preserve);
        run = [];
      }
      run.push(node);
      runEnd = range?.end ?? runEnd;
      continue;
    }
    flush(run, page, preserve);
    run = [];
    if (!isElement(node)) continue;
    page.placed.push(...attributeSlots(node, page));
    if (isExcluded(node, page)) continue;
    collectUnits(node.childNodes, page, preserve || whitespaceElements.has(node.tagName));
  }
  flush(run, page, preserve);
}
