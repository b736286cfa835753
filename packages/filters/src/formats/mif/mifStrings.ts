import { FilterError } from '../../types.js';
import type { MifString } from './mifTokens.js';

// MIF string escapes: \t tab, \> >, \q ', \Q `, \\ \, \xhh (FrameMaker character code, then a
// space) and \uhhhh (FrameMaker 10 and later).

// FrameMaker's character set above ASCII is Mac Roman but for a few symbols MIF files rarely use.
const frameRoman = new TextDecoder('macintosh');
const frameRomanCodes = new Map<string, number>(
  Array.from({ length: 128 }, (_, index) => [
    frameRoman.decode(new Uint8Array([index + 128])),
    index + 128,
  ]),
);

const hex = (code: number, digits: number): string => code.toString(16).padStart(digits, '0');

/** The text of a MIF string's inside (without its quotes). */
export function unescapeMif(raw: string): string {
  return raw.replace(
    /\\(x([0-9a-fA-F]{1,2}) ?|u([0-9a-fA-F]{4})|[\s\S])/g,
    (_, escape: string, byte?: string, unit?: string) => {
      if (byte !== undefined) {
        const code = parseInt(byte, 16);
        return code < 128 ? String.fromCharCode(code) : frameRoman.decode(new Uint8Array([code]));
      }
      if (unit !== undefined) return String.fromCharCode(parseInt(unit, 16));
      return { t: '\t', q: "'", Q: '`' }[escape] ?? escape;
    },
  );
}

/** The text of a string token. */
export const stringValue = (text: string, token: MifString): string =>
  unescapeMif(text.slice(token.start + 1, token.end - 1));

/**
 * Writes text as a MIF string's inside. A Unicode MIF file (version 8 and later) holds other
 * characters as they are; an older one only in FrameMaker's character set, as \xhh.
 */
export function escapeMif(plain: string, unicode: boolean): string {
  let written = '';
  for (const char of plain) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\') written += '\\\\';
    else if (char === "'") written += '\\q';
    else if (char === '`') written += '\\Q';
    else if (char === '>') written += '\\>';
    else if (char === '\t') written += '\\t';
    else if (code < 0x20 || code === 0x7f) written += `\\x${hex(code, 2)} `;
    else if (code < 0x80 || unicode) written += char;
    else {
      const frameCode = frameRomanCodes.get(char);
      if (frameCode === undefined) {
        throw new FilterError(
          `The character ${char} (U+${hex(code, 4).toUpperCase()}) cannot be written to a MIF file older than version 8; save the document as MIF 8 or later.`,
        );
      }
      written += `\\x${hex(frameCode, 2)} `;
    }
  }
  return written;
}
