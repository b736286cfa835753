import { TaggedTextBuilder, type TagMarkup } from '../../tags/index.js';
import { decodeCharacters } from '../../xml/xmlCharacters.js';
import { isEmptyElementTag } from '../../xml/xmlFile.js';
import { attribute, type XmlElement, type XmlNode } from '../../xml/xmlTree.js';

/** Text in tag notation read from TTX content, with the markup of each tag. */
export interface InlineContent {
  text: string;
  tags: TagMarkup;
  /** Whether any character data other than white space was read. */
  hasText: boolean;
}

const isUt = (node: XmlNode): node is XmlElement => node.kind === 'element' && node.name === 'ut';

/** Each <ut Type="start"> with the <ut Type="end"> among the same siblings that closes it. */
function pairedUts(nodes: readonly XmlNode[]): Map<XmlElement, XmlElement> {
  const partners = new Map<XmlElement, XmlElement>();
  const open: XmlElement[] = [];
  for (const node of nodes) {
    if (!isUt(node)) continue;
    const type = attribute(node, 'Type');
    if (type === 'start') open.push(node);
    const start = type === 'end' ? open.pop() : undefined;
    if (start) {
      partners.set(start, node);
      partners.set(node, start);
    }
  }
  return partners;
}

/**
 * Reads nodes of a Tuv or of an unsegmented stretch of Raw (text clipped to [from, to)): a <ut>
 * start and end pair up as {n}…{/n} and others stand alone, a <df> wraps its text as {n}…{/n}.
 */
export function readInlineContent(
  document: string,
  nodes: readonly XmlNode[],
  firstTagNumber: number,
  range: { from: number; to: number } = { from: 0, to: document.length },
): InlineContent {
  const builder = new TaggedTextBuilder(firstTagNumber);
  let hasText = false;
  const markup = (node: XmlNode) => document.slice(node.start, node.end);
  const visit = (siblings: readonly XmlNode[]) => {
    const partners = pairedUts(siblings);
    const opened = new Map<XmlElement, number>();
    for (const node of siblings) {
      if (node.kind === 'text' || node.kind === 'cdata') {
        const start = Math.max(node.start, range.from);
        const end = Math.min(node.end, range.to);
        if (start >= end) continue;
        const value =
          node.kind === 'text'
            ? decodeCharacters(document, start, end)
            : document.slice(node.start + 9, node.end - 3);
        hasText ||= /\S/.test(value);
        builder.addText(value);
      } else if (node.kind !== 'element' || isEmptyElementTag(node)) {
        builder.addStandalone(markup(node));
      } else if (node.name === 'ut') {
        const partner = partners.get(node);
        const number = partner && opened.get(partner);
        if (number !== undefined) builder.close(number, markup(node));
        else if (partner) opened.set(node, builder.open(markup(node)));
        else builder.addStandalone(markup(node));
      } else {
        const number = builder.open(document.slice(node.start, node.startTagEnd));
        visit(node.children);
        builder.close(number, document.slice(node.endTagStart, node.end));
      }
    }
  };
  visit(nodes);
  return { text: builder.text, tags: builder.tags, hasText };
}
