import { shortSegmentTokens, type PreparedMatchText } from '@tessera/core';
import { MAX_LENGTH, paddedBigrams } from './matchScoring.js';

/** Which text of a unit a posting stands for: its source, or its target (reverse lookups). */
export type UnitSide = 'source' | 'target';

// 32-bit FNV-1a: a term's key in the postings. A collision only adds candidates, which the
// exact scorer then turns away; it never hides one.
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Postings are kept apart per language pair and side: the salt is the unit's target language
 * and the side, so a memory with several target languages never mixes their candidates.
 */
export function termSalt(unitTargetLang: string, side: UnitSide): string {
  return `${unitTargetLang}${side === 'source' ? '>' : '<'}`;
}

export function termHash(salt: string, term: string): number {
  return hash32(salt + term);
}

/** The key of a whole plain text: exact matches (and texts without any term) are found by it. */
export function wholeTextHash(salt: string, plain: string): number {
  return hash32(`${salt}\u0000${plain}`);
}

export interface SideKeys {
  length: number;
  /** The whole plain text: exact matches. */
  whole: number;
  /** Distinct term hashes. */
  terms: number[];
  /** Word bigram hashes of short texts (shortSegmentTokens tokens at most); texts without words share one key. */
  grams: number[];
}

/** The keys a text is indexed (or looked up) by; prepared: the scorer's form of the text. */
export function sideKeys(salt: string, prepared: PreparedMatchText, plain: string): SideKeys {
  const words = prepared.terms;
  const length = Math.min(prepared.keys.length, MAX_LENGTH);
  const short = length <= shortSegmentTokens;
  const grams = !short
    ? []
    : words.length === 0
      ? [termHash(salt, '\u0001')]
      : [...new Set(words.flatMap(paddedBigrams))].map((gram) => termHash(salt, `\u0002${gram}`));
  return {
    length,
    whole: wholeTextHash(salt, plain),
    terms: [...new Set(words.map((term) => termHash(salt, term)))],
    grams,
  };
}
