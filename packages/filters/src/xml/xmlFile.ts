// What the XML text formats (XLIFF 1.2 and 2.0, MXLIFF, Android, RESX, XML) share on top of the reader.
import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../encoding/index.js';
import type { StoredTextPiece } from '../skeleton/index.js';
import type { FilterSettings } from '../types.js';
import { decodeCharacters } from './xmlCharacters.js';
import { childElements, localName, type XmlElement, type XmlNode } from './xmlTree.js';

/** The skeleton of an XML text format: how the file was stored, and its text with unit slots. */
export interface XmlFileSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

/** The encoding an XML declaration names, read from the first bytes (ASCII-compatible encodings only). */
function declaredXmlEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

/** Rewrites the declaration's encoding when the file is written in another one. */
export function withDeclaredEncoding(text: string, encoding: string): string {
  return text.replace(
    /^(<\?xml[^>]*\sencoding\s*=\s*["'])([A-Za-z0-9._:-]+)(["'])/,
    (whole, before: string, declared: string, after: string) =>
      declared.toLowerCase() === encoding.toLowerCase() ? whole : `${before}${encoding}${after}`,
  );
}

export function decodeXmlFile(
  bytes: Uint8Array,
  settings: FilterSettings,
): { text: string; stored: StoredEncoding } {
  return readTextFile(bytes, settings, declaredXmlEncoding(bytes));
}

/** Encodes a merged file in exportEncoding (else as it was read), keeping its declaration true. */
export function encodeXmlFile(
  text: string,
  stored: StoredEncoding,
  settings: FilterSettings,
): Uint8Array {
  const written = exportEncodingOf(stored, settings);
  return writeTextFile(
    written.encoding === stored.encoding ? text : withDeclaredEncoding(text, written.encoding),
    written,
  );
}

/** Decoded characters of a text or CDATA node; other nodes hold none. */
export function characterData(text: string, node: XmlNode): string {
  if (node.kind === 'text') return decodeCharacters(text, node.start, node.end);
  if (node.kind === 'cdata') return text.slice(node.start + 9, node.end - 3);
  return node.kind === 'element'
    ? node.children.map((child) => characterData(text, child)).join('')
    : '';
}

/** Whether the element was written as an empty-element tag (<x/>). */
export const isEmptyElementTag = (element: XmlElement): boolean =>
  element.end === element.startTagEnd;

/** The start tag of an element, written as an opening tag even when the element was empty (<x/>). */
export function openTagOf(text: string, element: XmlElement): string {
  const tag = text.slice(element.start, element.startTagEnd);
  return isEmptyElementTag(element) ? tag.replace(/\s*\/>$/, '>') : tag;
}

/** Child elements by local name, so that prefixed documents (<xlf:source>) read alike. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return childElements(element).filter((child) => localName(child.name) === name);
}

/** The first child element of that local name; read for every unit, so without an array. */
export function firstChildNamed(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children)
    if (child.kind === 'element' && localName(child.name) === name) return child;
  return undefined;
}
