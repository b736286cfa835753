import { FilterError } from '../types.js';
import { decodeCharacters } from './xmlCharacters.js';
import type { XmlAttribute, XmlDocument, XmlElement, XmlLeaf } from './xmlTree.js';

const nameEnd = /[\s/>=]/g;
const nonSpace = /\S/g;

function search(pattern: RegExp, text: string, from: number): number {
  pattern.lastIndex = from;
  return pattern.exec(text)?.index ?? text.length;
}

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

function readAttributes(text: string, from: number, element: XmlElement): number {
  let index = search(nonSpace, text, from);
  while (text[index] !== '>' && text[index] !== '/' && index < text.length) {
    const nameStop = search(nameEnd, text, index);
    const name = text.slice(index, nameStop);
    const equals = text.indexOf('=', nameStop);
    const valueStart = search(nonSpace, text, equals + 1) + 1;
    const quote = text[valueStart - 1] ?? '"';
    const valueEnd = text.indexOf(quote, valueStart);
    const item: XmlAttribute = {
      name,
      value: decodeCharacters(text, valueStart, valueEnd, true),
      valueStart,
      valueEnd,
    };
    element.attributes.push(item);
    index = search(nonSpace, text, valueEnd + 1);
  }
  return index;
}

/**
 * Called as each element ends, with the deepest nesting read so far; answering true takes the
 * element out of its parent's children, so a reader that handles its units as they end never
 * holds the whole tree.
 */
export type ElementEnded = (element: XmlElement, deepest: number) => boolean;

/** Builds the tree of a document that saxes has already found well-formed, keeping raw offsets. */
export function tokenizeXml(text: string, elementEnded?: ElementEnded): XmlDocument {
  const prolog: XmlLeaf[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let depth = 0;
  const ended = (element: XmlElement): void => {
    if (elementEnded?.(element, depth) && element.parent) element.parent.children.pop();
  };
  const addLeaf = (leaf: XmlLeaf): void => {
    const parent = stack.at(-1);
    if (parent) parent.children.push(leaf);
    else prolog.push(leaf);
  };
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (index < text.length) {
    const lt = text.indexOf('<', index);
    const textEnd = lt === -1 ? text.length : lt;
    if (textEnd > index) addLeaf({ kind: 'text', start: index, end: textEnd });
    if (lt === -1) break;
    if (text.startsWith('<!--', lt)) {
      index = text.indexOf('-->', lt + 4) + 3;
      addLeaf({ kind: 'comment', start: lt, end: index });
    } else if (text.startsWith('<![CDATA[', lt)) {
      index = text.indexOf(']]>', lt + 9) + 3;
      addLeaf({ kind: 'cdata', start: lt, end: index });
    } else if (text.startsWith('<?', lt)) {
      index = text.indexOf('?>', lt + 2) + 2;
      addLeaf({ kind: 'pi', start: lt, end: index });
    } else if (text.startsWith('<!', lt)) {
      index = doctypeEnd(text, lt + 2);
      addLeaf({ kind: 'doctype', start: lt, end: index });
    } else if (text.startsWith('</', lt)) {
      index = text.indexOf('>', lt) + 1;
      const element = stack.pop();
      if (element) {
        element.endTagStart = lt;
        element.end = index;
        ended(element);
      }
    } else {
      const nameStop = search(nameEnd, text, lt + 1);
      const parent = stack.at(-1);
      const element: XmlElement = {
        kind: 'element',
        name: text.slice(lt + 1, nameStop),
        attributes: [],
        parent,
        children: [],
        start: lt,
        startTagEnd: 0,
        endTagStart: 0,
        end: 0,
      };
      const close = readAttributes(text, nameStop, element);
      const empty = text[close] === '/';
      element.startTagEnd = close + (empty ? 2 : 1);
      if (parent) parent.children.push(element);
      else root ??= element;
      depth = Math.max(depth, stack.length + 1);
      if (empty) {
        element.endTagStart = element.startTagEnd;
        element.end = element.startTagEnd;
        ended(element);
      } else stack.push(element);
      index = element.startTagEnd;
    }
  }
  if (!root) throw new FilterError('The XML document has no root element.');
  return { text, root, prolog, depth };
}
