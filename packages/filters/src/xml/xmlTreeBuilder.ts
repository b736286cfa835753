import type { SaxesParser } from 'saxes';
import { decodeCharacters } from './xmlCharacters.js';
import type { XmlAttribute, XmlDocument, XmlElement, XmlLeaf } from './xmlTree.js';

/**
 * Called as each element ends, with the deepest nesting read so far; answering true takes the
 * element out of its parent's children, with the text and other leaves between it and the
 * element before it, so a reader that handles its units as they end never holds the whole tree.
 */
export type ElementEnded = (element: XmlElement, deepest: number) => boolean;

type Parser = SaxesParser<{ xmlns: false; position: true }>;

// Comments and processing instructions of the internal subset may hold quotes and brackets freely.
const subsetSkips: ReadonlyArray<[string, string]> = [
  ['<!--', '-->'],
  ['<?', '?>'],
];

function doctypeEnd(text: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    const skip = quote ? undefined : subsetSkips.find(([open]) => text.startsWith(open, index));
    if (skip) {
      const close = text.indexOf(skip[1], index + skip[0].length);
      if (close === -1) return text.length;
      index = close + skip[1].length - 1;
    } else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === '>' && depth === 0) return index + 1;
  }
  return text.length;
}

/** Where the comment, CDATA section, processing instruction or DOCTYPE at `start` ends. */
function leafAt(text: string, start: number): XmlLeaf {
  if (text.startsWith('<!--', start))
    return { kind: 'comment', start, end: text.indexOf('-->', start + 4) + 3 };
  if (text.startsWith('<![CDATA[', start))
    return { kind: 'cdata', start, end: text.indexOf(']]>', start + 9) + 3 };
  if (text.startsWith('<?', start))
    return { kind: 'pi', start, end: text.indexOf('?>', start + 2) + 2 };
  return { kind: 'doctype', start, end: doctypeEnd(text, start + 2) };
}

/**
 * Builds the tree with the raw offset of every node from saxes's tag events, so one pass both
 * checks the document and reads it. A tag ends at saxes's position (UTF-16 units, line ends as
 * written) and starts at the '<' before it, since attribute values never hold a raw '<'. Between
 * two tags, saxes has already checked the text, so its leaves are found by their delimiters.
 *
 * It sets three of saxes's handlers (readXml two more): saxes stores each handler by key, and V8
 * turns an object that gets an eighth property that way into a slow dictionary, which made the
 * whole parse five times slower.
 */
export class XmlTreeBuilder {
  private readonly prolog: XmlLeaf[] = [];
  private readonly stack: XmlElement[] = [];
  private root: XmlElement | undefined;
  private depth = 0;
  private pendingAttributes: XmlAttribute[] = [];
  private lastEnd: number;

  constructor(
    private readonly text: string,
    private readonly parser: Parser,
    // saxes reads the text without its byte order mark.
    private readonly offset: number,
    private readonly rawAttributes: boolean,
    private readonly elementEnded: ElementEnded | undefined,
  ) {
    this.lastEnd = offset;
    parser.on('attribute', ({ name, value }) => this.attribute(name, value));
    parser.on('opentag', (tag) => this.openTag(tag.name, tag.isSelfClosing));
    parser.on('closetag', (tag) => {
      if (!tag.isSelfClosing) this.closeTag();
    });
  }

  /** The end of the markup just read. */
  private position(): number {
    return this.parser.position + this.offset;
  }

  /** Reads the leaves between the last tag and the one that ends here, and returns its start. */
  private tagStart(): number {
    const end = this.position();
    const start = this.text.lastIndexOf('<', end - 1);
    this.leaves(start);
    this.lastEnd = end;
    return start;
  }

  private leaves(until: number): void {
    const { text } = this;
    let index = this.lastEnd;
    while (index < until) {
      const markup = text.indexOf('<', index);
      const textEnd = markup === -1 || markup > until ? until : markup;
      if (textEnd > index) this.addLeaf({ kind: 'text', start: index, end: textEnd });
      if (textEnd === until) break;
      const leaf = leafAt(text, markup);
      this.addLeaf(leaf);
      index = leaf.end;
    }
  }

  private addLeaf(leaf: XmlLeaf): void {
    const parent = this.stack.at(-1);
    if (parent) parent.children.push(leaf);
    else this.prolog.push(leaf);
  }

  private attribute(name: string, value: string): void {
    // The value ends before the closing quote, which the value itself cannot hold.
    const valueEnd = this.position() - 1;
    const quote = this.text[valueEnd] ?? '"';
    const valueStart = this.text.lastIndexOf(quote, valueEnd - 1) + 1;
    this.pendingAttributes.push({
      name,
      value: this.rawAttributes ? decodeCharacters(this.text, valueStart, valueEnd, true) : value,
      valueStart,
      valueEnd,
    });
  }

  private openTag(name: string, empty: boolean): void {
    const start = this.tagStart();
    const parent = this.stack.at(-1);
    const element: XmlElement = {
      kind: 'element',
      name,
      attributes: this.pendingAttributes,
      parent,
      children: [],
      start,
      startTagEnd: this.lastEnd,
      endTagStart: 0,
      end: 0,
    };
    this.pendingAttributes = [];
    if (parent) parent.children.push(element);
    else this.root ??= element;
    this.depth = Math.max(this.depth, this.stack.length + 1);
    if (empty) {
      element.endTagStart = element.startTagEnd;
      element.end = element.startTagEnd;
      this.ended(element);
    } else this.stack.push(element);
  }

  private closeTag(): void {
    const endTagStart = this.tagStart();
    const element = this.stack.pop();
    if (!element) return;
    element.endTagStart = endTagStart;
    element.end = this.lastEnd;
    this.ended(element);
  }

  private ended(element: XmlElement): void {
    if (!this.elementEnded?.(element, this.depth) || !element.parent) return;
    const siblings = element.parent.children;
    siblings.pop();
    // The line breaks between units would otherwise stay, one leaf a unit (#14).
    while (siblings.length > 0 && siblings.at(-1)?.kind !== 'element') siblings.pop();
  }

  /** The tree, once saxes has read the whole document without an error. */
  document(): XmlDocument {
    this.leaves(this.text.length);
    if (!this.root) throw new Error('saxes accepted a document without a root element.');
    return { text: this.text, root: this.root, prolog: this.prolog, depth: this.depth };
  }
}
