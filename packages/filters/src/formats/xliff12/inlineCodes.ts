import { TaggedTextBuilder, type TagMarkup } from '../../tags/index.js';
import {
  attribute,
  descendants,
  localName,
  type XmlElement,
  type XmlNode,
} from '../../xml/xmlTree.js';
import { characterData, isEmptyElementTag } from '../../xml/xmlFile.js';

/** Text in tag notation, with what each tag stands for and who it is (element name and id). */
export interface InlineText {
  text: string;
  tags: TagMarkup;
  identities: Map<string, string>;
  /** The markup of each line-break element read as a newline, in text order. */
  lineBreaks: string[];
}

export interface InlineOptions {
  /** Document text, for the raw markup of each inline element. */
  document: string;
  firstTagNumber: number;
  preserveWhitespace: boolean;
  /** Inline elements that wrap translatable text ({n}…{/n}); all others become standalone tags. */
  pairedElements: ReadonlySet<string>;
  /** Paired elements whose text is not to be translated: one standalone tag, content and all. */
  keepsWhole?: (element: XmlElement) => boolean;
  /** XLIFF 2.0's <sc/> and <ec startRef/>: a start and end code that pair up as {n}…{/n}. */
  spanningCodes?: boolean;
  /** The *InterpretLineBreak(s)Tags setting: which inline elements are read as a newline. */
  isLineBreak?: (element: XmlElement) => boolean;
}

const identityOf = (element: XmlElement): string =>
  `${localName(element.name)}#${attribute(element, 'id') ?? ''}`;

/** Converts the content of an XLIFF source or target into tag notation. */
export function readInlineText(container: XmlElement, options: InlineOptions): InlineText {
  const [only, ...others] = container.children;
  if (others.length === 0 && (only === undefined || only.kind === 'text' || only.kind === 'cdata'))
    return plainText(only ? characterData(options.document, only) : '', options);
  const builder = new TaggedTextBuilder(options.firstTagNumber);
  const identities = new Map<string, string>();
  const markup = (node: XmlNode) => options.document.slice(node.start, node.end);
  // A start code pairs up only when its end code is in the same text; otherwise it stands alone.
  const endedSpans = new Set(
    options.spanningCodes
      ? [...descendants(container)]
          .filter((element) => localName(element.name) === 'ec')
          .map((element) => attribute(element, 'startRef'))
      : [],
  );
  const openSpans = new Map<string, number>();
  const lineBreaks: string[] = [];
  const visit = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'text' || node.kind === 'cdata') {
        const value = characterData(options.document, node);
        builder.addText(collapsed(value, options));
        continue;
      }
      if (node.kind !== 'element') {
        builder.addStandalone(markup(node));
        continue;
      }
      if (options.isLineBreak?.(node)) {
        builder.addText('\n');
        lineBreaks.push(markup(node));
        continue;
      }
      const name = localName(node.name);
      const id = attribute(node, 'id') ?? '';
      const spanEnd = openSpans.get(attribute(node, 'startRef') ?? '');
      const paired = options.pairedElements.has(name) && !options.keepsWhole?.(node);
      if (!isEmptyElementTag(node) && paired) {
        const number = builder.open(options.document.slice(node.start, node.startTagEnd));
        identities.set(`{${number}}`, identityOf(node));
        visit(node.children);
        builder.close(number, options.document.slice(node.endTagStart, node.end));
        identities.set(`{/${number}}`, `/${identityOf(node)}`);
      } else if (name === 'sc' && endedSpans.has(id) && !openSpans.has(id)) {
        const number = builder.open(markup(node));
        openSpans.set(id, number);
        identities.set(`{${number}}`, identityOf(node));
      } else if (name === 'ec' && spanEnd !== undefined) {
        builder.close(spanEnd, markup(node));
        openSpans.delete(attribute(node, 'startRef') ?? '');
      } else {
        const token = builder.addStandalone(markup(node));
        identities.set(token, identityOf(node));
      }
    }
  };
  visit(container.children);
  return { text: trimmed(builder.text, options), tags: builder.tags, identities, lineBreaks };
}

// Collapsed whitespace is a space, so a newline at either end stands for a line-break element.
const trimmed = (text: string, options: InlineOptions) =>
  options.preserveWhitespace || !(text.startsWith(' ') || text.endsWith(' '))
    ? text
    : text.replace(/^ +| +$/g, '');

// Whitespace other than single spaces: most texts have none, and are not copied.
const collapsed = (text: string, options: InlineOptions) =>
  options.preserveWhitespace || !/[^\S ]| {2}/.test(text) ? text : text.replace(/\s+/g, ' ');

/** Most units are one run of text: no tags, no builder. */
function plainText(value: string, options: InlineOptions): InlineText {
  const text = trimmed(collapsed(value, options), options);
  return { text, tags: {}, identities: new Map(), lineBreaks: [] };
}
