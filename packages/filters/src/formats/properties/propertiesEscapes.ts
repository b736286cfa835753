// Escapes Java reads in a value; a backslash before any other character is lenient by default.
const named: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };
const special = new Set(['t', 'n', 'r', 'f', 'u', '\\', '=', ':', '#', '!', ' ', '"', "'"]);

/**
 * The text of a raw value. With escapeAllBackslashes (Java's own reading) "\d" is "d"; without it a
 * backslash before a character that is not an escape stays, so "C:\data" reads as written.
 */
export function unescapeProperty(raw: string, escapeAllBackslashes: boolean): string {
  return raw.replace(
    /\\(?:(\r\n|\r|\n)[ \t\f]*|u([0-9a-fA-F]{4})|(.)|$)/gs,
    (whole, lineBreak: string | undefined, hex: string | undefined, other: string | undefined) => {
      if (lineBreak !== undefined) return '';
      if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
      if (other === undefined) return '';
      if (named[other] !== undefined) return named[other];
      return escapeAllBackslashes || special.has(other) ? other : whole;
    },
  );
}

/** Writes a value so that unescapeProperty reads it back; asciiOnly writes \uXXXX beyond ASCII. */
export function escapeProperty(
  text: string,
  escapeAllBackslashes: boolean,
  asciiOnly: boolean,
): string {
  let written = '';
  for (let index = 0; index < text.length; index++) {
    const character = text[index] ?? '';
    const next = text[index + 1];
    const code = character.charCodeAt(0);
    if (character === '\\') {
      const plainNext = next !== undefined && /[ -~]/.test(next) && !special.has(next);
      written += escapeAllBackslashes || !plainNext ? '\\\\' : '\\';
    } else if (character === ' ' && index === 0) written += '\\ ';
    else if (code < 0x20) {
      const name = Object.entries(named).find(([, value]) => value === character)?.[0];
      written += name ? `\\${name}` : `\\u${code.toString(16).padStart(4, '0')}`;
    } else if (asciiOnly && code > 0x7e) written += `\\u${code.toString(16).padStart(4, '0')}`;
    else written += character;
  }
  return written;
}
