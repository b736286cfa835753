import type {
  Image,
  ImageReference,
  InlineCode,
  Link,
  LinkReference,
  PhrasingContent,
} from 'mdast';
import type { MarkupPieces, MarkupTag, PlacedMarkupSlot } from '../../xml/markupUnit.js';
import { splice } from '../../skeleton/pieces.js';
import type { TaggedTextBuilder } from '../../xml/taggedText.js';
import type { MarkdownContext } from './markdownEscape.js';
import { closingBracket, inlineDestination } from './markdownLinks.js';
import { plainSlot, rangeOf, tagBuilder, type MarkdownPage, type Range } from './markdownPage.js';
import { appendAll } from '../../skeleton/appendAll.js';

type Paired = Extract<PhrasingContent, { children: PhrasingContent[] }>;

// A soft line break, with the indentation and quote markers of the line it continues on.
const rawLineBreak = /[ \t]*\r?\n[ \t>]*/g;
const valueLineBreak = /[ \t]*\r?\n[ \t]*/g;

const present = (slot: PlacedMarkupSlot | undefined): PlacedMarkupSlot[] => (slot ? [slot] : []);

/** Builds one unit from inline nodes; alt texts, URLs and code spans inside tags become nested units. */
class InlineUnitBuilder {
  readonly builder: TaggedTextBuilder<MarkupTag>;
  readonly add: (text: string) => void;
  readonly nested: PlacedMarkupSlot[] = [];

  constructor(
    private readonly page: MarkdownPage,
    private readonly context: MarkdownContext,
  ) {
    ({ builder: this.builder, add: this.add } = tagBuilder(page, context));
  }

  private get tags(): boolean {
    return this.page.settings.convertToTags;
  }

  private raw(range: Range): string {
    return this.page.text.slice(range.start, range.end).replace(rawLineBreak, ' ');
  }

  node(node: PhrasingContent): void {
    if (node.type === 'text') {
      this.add(this.tags ? node.value.replace(valueLineBreak, ' ') : this.raw(rangeOf(node)));
    } else if (node.type === 'link' || node.type === 'linkReference') this.link(node);
    else if ('children' in node) this.paired(node, []);
    else if (node.type === 'inlineCode') this.code(node);
    else if (node.type === 'image' || node.type === 'imageReference') this.image(node);
    else if (node.type === 'break') this.lineBreak(rangeOf(node));
    else this.standalone(rangeOf(node), []);
  }

  /** A hard break's tag also holds the next line's quote markers and indentation. */
  private lineBreak(range: Range): void {
    const prefix = /^[ \t>]*/.exec(this.page.text.slice(range.end, range.end + 200))?.[0] ?? '';
    this.standalone({ start: range.start, end: range.end + prefix.length }, []);
  }

  private standalone(range: Range, slots: PlacedMarkupSlot[]): void {
    this.nested.push(...slots);
    const markup = splice(this.page.text, range.start, range.end, slots);
    this.builder.standalone({ kind: 'standalone', markup });
  }

  private paired(node: Paired, closeSlots: PlacedMarkupSlot[]): void {
    const range = rangeOf(node);
    const first = node.children[0];
    const last = node.children.at(-1);
    if (!first || !last) {
      this.standalone(range, closeSlots);
      return;
    }
    const inner = { start: rangeOf(first).start, end: rangeOf(last).end };
    if (!this.tags) {
      this.add(this.raw({ start: range.start, end: inner.start }));
      node.children.forEach((child) => this.node(child));
      this.add(this.raw({ start: inner.end, end: range.end }));
      return;
    }
    this.nested.push(...closeSlots);
    const { text } = this.page;
    const open: MarkupPieces = [text.slice(range.start, inner.start)];
    const close = splice(text, inner.end, range.end, closeSlots);
    const id = this.builder.open({ kind: 'paired', open, close });
    node.children.forEach((child) => this.node(child));
    this.builder.close(id);
  }

  private link(node: Link | LinkReference): void {
    const range = rangeOf(node);
    const { text, settings } = this.page;
    const urlSlot = (destination: Range | undefined): PlacedMarkupSlot[] =>
      settings.translateUrls && destination
        ? present(
            plainSlot(
              this.page,
              destination,
              text.slice(destination.start, destination.end),
              'url',
              { segment: false },
            ),
          )
        : [];
    // An autolink's text is its address: a tag, with the address a unit only when URLs are.
    if (text[range.start] === '<') {
      this.standalone(range, urlSlot({ start: range.start + 1, end: range.end - 1 }));
      return;
    }
    const last = node.children.at(-1);
    const close = last ? rangeOf(last).end : range.start + 1;
    const destination =
      node.type === 'link' ? inlineDestination(text, close, range.end) : undefined;
    this.paired(node, this.tags ? urlSlot(destination) : []);
  }

  private code(node: InlineCode): void {
    const range = rangeOf(node);
    if (!this.tags) {
      this.add(this.raw(range));
      return;
    }
    const raw = this.page.text.slice(range.start, range.end);
    const ticks = /^`+/.exec(raw)?.[0].length ?? 1;
    const content = { start: range.start + ticks, end: range.end - ticks };
    // In a table cell a pipe is escaped even inside code; the linguist sees it plain.
    const code = this.page.text.slice(content.start, content.end);
    const slots = this.page.settings.translateInlineCodeBlocks
      ? present(
          plainSlot(
            this.page,
            content,
            this.context === 'cell' ? code.replaceAll('\\|', '|') : code,
            this.context === 'cell' ? 'cell-code' : 'code',
          ),
        )
      : [];
    this.standalone(range, slots);
  }

  private image(node: Image | ImageReference): void {
    const range = rangeOf(node);
    const { text, settings } = this.page;
    const close = closingBracket(text, range.start + 1, range.end);
    const slots: PlacedMarkupSlot[] = [];
    if (close !== undefined && settings.translateImageAltText) {
      const alt = { start: range.start + 2, end: close };
      const context = this.context === 'cell' ? 'cell' : 'text';
      slots.push(...present(plainSlot(this.page, alt, node.alt ?? '', context)));
    }
    const destination =
      close !== undefined && node.type === 'image' && settings.translateUrls
        ? inlineDestination(text, close, range.end)
        : undefined;
    if (destination) {
      const url = text.slice(destination.start, destination.end);
      slots.push(...present(plainSlot(this.page, destination, url, 'url', { segment: false })));
    }
    this.standalone(range, slots);
  }
}

function hasText(node: PhrasingContent, page: MarkdownPage): boolean {
  if (node.type === 'text') return /\S/.test(node.value);
  if (node.type === 'inlineCode') return !page.settings.convertToTags;
  return 'children' in node && node.children.some((child) => hasText(child, page));
}

/**
 * Makes a unit of a paragraph, heading or table cell. Markup without text at either end (an image
 * before the text) stays outside the unit, though its alt text may be a unit of its own.
 */
export function inlineUnit(
  children: PhrasingContent[],
  page: MarkdownPage,
  context: MarkdownContext,
): void {
  const unitContext = page.settings.convertToTags ? context : 'raw';
  const outside = (nodes: PhrasingContent[]): void => {
    const writer = new InlineUnitBuilder(page, unitContext);
    nodes.forEach((node) => writer.node(node));
    appendAll(page.placed, writer.nested);
  };
  const first = children.findIndex((node) => hasText(node, page));
  const last = children.findLastIndex((node) => hasText(node, page));
  const firstNode = children[first];
  const lastNode = children[last];
  if (!firstNode || !lastNode) {
    outside(children);
    return;
  }
  outside(children.slice(0, first));
  const range = { start: rangeOf(firstNode).start, end: rangeOf(lastNode).end };
  const writer = new InlineUnitBuilder(page, unitContext);
  children.slice(first, last + 1).forEach((node) => writer.node(node));
  const { builder, nested } = writer;
  if (builder.hasText) {
    const id = page.registry.add(builder.source, { segment: true });
    const original = splice(page.text, range.start, range.end, nested);
    const slot = { id, source: builder.source, original, tags: builder.tags, context: unitContext };
    page.placed.push({ ...range, slot });
  } else appendAll(page.placed, nested);
  outside(children.slice(last + 1));
}
