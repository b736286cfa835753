import crypto from 'node:crypto';
import { withoutTagTokens } from '@tessera/contracts';
import { toNfc } from '@tessera/core';

// What \s matches: ECMAScript's white space and line terminators.
const isWhitespace = (code: number) =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

/**
 * Each run of whitespace as one space, as `replace(/\s+/g, ' ')` gives it, with a new string only
 * where a run is more than one space: the replace built one for every text, and a tag turned into
 * a space beside another made most tagged texts such a run (a TMX import's largest garbage, #14).
 */
function collapseWhitespace(text: string): string {
  let out = '';
  let from = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (!isWhitespace(code)) continue;
    let end = index + 1;
    while (end < text.length && isWhitespace(text.charCodeAt(end))) end++;
    if (code !== 0x20 || end > index + 1) {
      out += `${text.slice(from, index)} `;
      from = end;
    }
    index = end - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** What search and matching compare: tags out, Unicode-normalised, whitespace collapsed, lower case. */
export function plainText(text: string): string {
  return collapseWhitespace(toNfc(withoutTagTokens(text, ' ')))
    .trim()
    .toLowerCase();
}

export interface UnitIdentity {
  source: string;
  target: string;
  contextPrev: string;
  contextNext: string;
  contextKey: string;
}

/** Units with the same source, target and context have the same hash and are stored once. */
export function unitHash(unit: UnitIdentity): string {
  // The one-shot hash: a Hash object per unit cost a large import more than the hashing.
  return crypto
    .hash(
      'sha256',
      [unit.source, unit.target, unit.contextPrev, unit.contextNext, unit.contextKey].join(
        '\u0000',
      ),
      'hex',
    )
    .slice(0, 32);
}
