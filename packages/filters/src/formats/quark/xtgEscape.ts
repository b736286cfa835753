import iconv from 'iconv-lite';
import { isUnicodeEncoding, resolveEncoding } from '../../encoding/index.js';

const escaped: Record<string, string> = {
  '<': '<\\<>',
  '@': '<\\@>',
  '\\': '<\\\\>',
  '\n': '<\\n>',
};

/** Whether the encoding writes the character as itself (a legacy code page may lack it). */
function encodable(character: string, encoding: string): boolean {
  if (isUnicodeEncoding(encoding)) return true;
  const decoder = resolveEncoding(encoding)?.decoder ?? encoding;
  return iconv.decode(iconv.encode(character, decoder), decoder) === character;
}

/** Writes text for a paragraph: markup characters escaped, others the encoding lacks as <\#code>. */
export function escapeXtgText(text: string, encoding: string): string {
  let written = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (escaped[character] !== undefined) written += escaped[character];
    else if (
      (code < 0x20 && character !== '\t') ||
      code === 0x7f ||
      !encodable(character, encoding)
    ) {
      written += `<\\#${code}>`;
    } else written += character;
  }
  return written;
}
