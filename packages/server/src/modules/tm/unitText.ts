import crypto from 'node:crypto';
import { withoutTagTokens } from '@tessera/contracts';
import { isWhitespaceUnit, toNfc } from '@tessera/core';

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
    if (!isWhitespaceUnit(code)) continue;
    let end = index + 1;
    while (end < text.length && isWhitespaceUnit(text.charCodeAt(end))) end++;
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
