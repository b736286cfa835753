// Characters XML 1.0 forbids; a translation that contains them could not be read back.
const invalidXmlCharacters = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXmlText(text: string): string {
  return text
    .replace(invalidXmlCharacters, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Escapes for a quoted attribute value (either quote); whitespace as references survives normalisation. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text)
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\t', '&#9;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\r', '&#13;');
}
