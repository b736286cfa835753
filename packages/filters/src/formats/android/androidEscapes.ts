// Android resource strings use backslash escapes on top of XML: \' \" \n \t \@ \? \\ and \uXXXX.
const named: Record<string, string> = { n: '\n', t: '\t' };

export function unescapeAndroid(raw: string): string {
  return raw.replace(
    /\\(?:u([0-9a-fA-F]{4})|([\s\S]))/g,
    (_, hex: string | undefined, other: string) =>
      hex !== undefined ? String.fromCharCode(parseInt(hex, 16)) : (named[other] ?? other),
  );
}

/** Escapes text for a resource string; other control characters become \uXXXX, which XML cannot hold. */
export function escapeAndroid(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what must be escaped
  return text.replace(/[\\'"\u0000-\u001f]/g, (character) => {
    if (character === '\n') return '\\n';
    if (character === '\t') return '\\t';
    if (character.charCodeAt(0) < 0x20) {
      return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
    return `\\${character}`;
  });
}

/** A value starting with @ or ? would be read as a resource reference. */
export const escapeLeadingReference = (written: string): string =>
  /^[@?]/.test(written) ? `\\${written}` : written;
