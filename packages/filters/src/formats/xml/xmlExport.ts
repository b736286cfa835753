import { escapeXmlAttribute, escapeXmlText } from '../../xml/xmlEscape.js';

/** Where a unit's text sits in the file: element content, an attribute value or a CDATA section. */
export type XmlContext = 'text' | 'attribute' | 'cdata';

// Characters XML 1.0 forbids: a CDATA section cannot hold them as references either.
const invalidXmlCharacters = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const named: Record<string, string> = {
  '"': 'quot',
  "'": 'apos',
  '<': 'lt',
  '>': 'gt',
  '&': 'amp',
};

function reference(character: string): string {
  return `&${named[character] ?? `#${character.codePointAt(0) ?? 0}`};`;
}

/**
 * Escapes translated text for its place in the file; the characters of
 * xmlCharacterEntitiesToPreserveOnExport are written as references there.
 */
export function escapeForXml(
  text: string,
  context: string,
  preserved: ReadonlySet<string>,
): string {
  if (context === 'cdata') {
    return text.replace(invalidXmlCharacters, '').replaceAll(']]>', ']]]]><![CDATA[>');
  }
  const escape = context === 'attribute' ? escapeXmlAttribute : escapeXmlText;
  if (preserved.size === 0) return escape(text);
  return Array.from(text, (character) => {
    const escaped = escape(character);
    return preserved.has(character) && escaped !== '' ? reference(character) : escaped;
  }).join('');
}
