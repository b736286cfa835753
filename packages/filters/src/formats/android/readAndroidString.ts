import type { TextSlot } from '../../skeleton/index.js';
import { TaggedTextBuilder, firstFreeTagNumber } from '../../tags/index.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import type { XmlElement, XmlNode } from '../../xml/xmlTree.js';
import { characterData } from '../../xml/xmlFile.js';
import { escapeAndroid, unescapeAndroid } from './androidEscapes.js';

/** A string written as one CDATA section is written back as one, as its markup may rely on it. */
export const cdataStyle = 'cdata';

/** The text of a <string> or <item> in tag notation: inline markup (<b>, <xliff:g>) becomes tags. */
export function readAndroidString(
  text: string,
  element: XmlElement,
  tagRegexp: RegExp | undefined,
): Omit<TextSlot, 'id'> {
  const original = text.slice(element.startTagEnd, element.endTagStart);
  const only = element.children.length === 1 ? element.children[0] : undefined;
  const style = only?.kind === 'cdata' ? cdataStyle : undefined;
  // A protected match is written back escaped as the text around it will be.
  const markupOf = (matched: string) =>
    style ? escapeAndroid(matched) : escapeXmlText(escapeAndroid(matched));
  const builder = new TaggedTextBuilder(firstFreeTagNumber(original));
  const visit = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'text' || node.kind === 'cdata') {
        builder.addText(unescapeAndroid(characterData(text, node)), tagRegexp, markupOf);
      } else if (node.kind !== 'element' || node.end === node.startTagEnd) {
        builder.addStandalone(text.slice(node.start, node.end));
      } else {
        const number = builder.open(text.slice(node.start, node.startTagEnd));
        visit(node.children);
        builder.close(number, text.slice(node.endTagStart, node.end));
      }
    }
  };
  visit(element.children);
  return {
    source: builder.text,
    original: [original],
    tags: builder.tags,
    context: style && { style },
  };
}
