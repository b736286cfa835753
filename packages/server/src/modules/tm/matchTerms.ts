import {
  forEachKeyOccurrence,
  forEachTokenOccurrence,
  prepareMatchText,
  shortSegmentTokens,
  type ClassToken,
  type PreparedMatchText,
} from '@tessera/core';
import { MAX_LENGTH } from './matchScoring.js';

/** Which text of a unit a posting stands for: its source, or its target (reverse lookups). */
export type UnitSide = 'source' | 'target';

// 32-bit FNV-1a: a term's key in the postings. A collision only adds candidates, which the
// exact scorer then turns away; it never hides one.
const FNV_BASIS = 0x811c9dc5 | 0;

/**
 * FNV-1a continued over `text`: fnv(fnv(h, a), b) is the hash of a + b, so a key made of a salt
 * and a word is hashed without building their concatenation (a string per token of every unit
 * an import indexes).
 */
function fnv(hash: number, text: string): number {
  let state = hash;
  for (let index = 0; index < text.length; index++) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return state;
}

/**
 * Postings are kept apart per language pair and side: the salt is the unit's target language
 * and the side, so a memory with several target languages never mixes their candidates.
 */
export function termSalt(unitTargetLang: string, side: UnitSide): string {
  return `${unitTargetLang}${side === 'source' ? '>' : '<'}`;
}

export function termHash(salt: string, term: string): number {
  return fnv(fnv(FNV_BASIS, salt), term);
}

/** The key of a whole plain text: exact matches (and texts without any term) are found by it. */
export function wholeTextHash(salt: string, plain: string): number {
  return fnv(fnv(fnv(FNV_BASIS, salt), '\u0000'), plain);
}

/** The key of one prefix class of a short text's tokens ('#': numbers); texts without any share ''. */
export function classHash(salt: string, prefixClass: string): number {
  return fnv(fnv(fnv(FNV_BASIS, salt), '\u0004'), prefixClass);
}

/** The keys of every pair of distinct items of a short text: classes (\u0005) or words (\u0006). */
export function pairHashes(salt: string, tag: string, items: readonly string[]): number[] {
  const distinct = [...new Set(items)].sort();
  const hashes: number[] = [];
  for (let i = 0; i < distinct.length; i++) {
    for (let j = i + 1; j < distinct.length; j++) {
      const first = fnv(fnv(fnv(FNV_BASIS, salt), tag), distinct[i] ?? '');
      hashes.push(fnv(fnv(first, '\u0000'), distinct[j] ?? ''));
    }
  }
  return hashes;
}

export const classPairTag = '\u0005';
export const wordPairTag = '\u0006';

/** The key a short text holds for one of its tokens as it is: a word's term, or '#' for a number. */
export function exactTokenHash(salt: string, token: ClassToken): number {
  return token.word === '#' ? classHash(salt, '#') : termHash(salt, token.word);
}

/**
 * The key of a word's or number's k-th occurrence, from the salt's own hash: the first is the
 * word's term (a number's '#' class), so that short and long texts share it; later ones are their
 * own (\u0007).
 */
function occurrenceHash(salted: number, token: string, occurrence: number): number {
  if (occurrence > 1) {
    const word = fnv(fnv(salted, '\u0007'), token);
    return fnv(fnv(word, '\u0000'), String(occurrence));
  }
  return token === '#' ? fnv(fnv(salted, '\u0004'), '#') : fnv(salted, token);
}

/** The keys of a text's token occurrences, distinct: the terms lookups count shared keys of. */
export function occurrenceHashes(salt: string, prepared: PreparedMatchText): number[] {
  const salted = fnv(FNV_BASIS, salt);
  const hashes = new Set<number>();
  forEachTokenOccurrence(prepared, (token, occurrence) =>
    hashes.add(occurrenceHash(salted, token, occurrence)),
  );
  return [...hashes];
}

export interface SideKeys {
  /** The whole plain text: exact matches. */
  whole: number;
  /** Its token occurrences' keys (see occurrenceHashes). */
  terms: number[];
}

/** The keys a query's text looks up; prepared: the scorer's form of the text. */
export function sideKeys(salt: string, prepared: PreparedMatchText, plain: string): SideKeys {
  return { whole: wholeTextHash(salt, plain), terms: occurrenceHashes(salt, prepared) };
}

/** The length a text's postings are kept under, of its word ids: its words and numbers, at most MAX_LENGTH. */
export function sideLength(keys: ArrayLike<number>): number {
  return Math.min(keys.length, MAX_LENGTH);
}

/** A short text's keys: its prefix classes (each once), pairs of classes and pairs of words. */
export function shortKeys(salt: string, prepared: PreparedMatchText): number[] {
  const tokens = prepared.classTokens;
  const classes = tokens.map((token) => token.prefixClass);
  return [
    ...(tokens.length === 0 ? [classHash(salt, '')] : []),
    ...new Set(classes.map((prefixClass) => classHash(salt, prefixClass))),
    ...pairHashes(salt, classPairTag, classes),
    ...pairHashes(
      salt,
      wordPairTag,
      tokens.map((token) => token.word),
    ),
  ];
}

/**
 * The keys a text is indexed by, one by one and not yet distinct: its whole text's (counted false),
 * then each token occurrence's and, for a short text (shortSegmentTokens tokens at most), its
 * classes' and pairs' (counted true); keys: the text's word ids (matchKeys). An import indexes
 * every unit it reads through this, without a list or set per text.
 */
export function forEachSideKey(
  salt: string,
  text: string,
  keys: readonly number[],
  plain: string,
  visit: (key: number, counted: boolean) => void,
): void {
  visit(wholeTextHash(salt, plain), false);
  const salted = fnv(FNV_BASIS, salt);
  forEachKeyOccurrence(keys, (token, occurrence) =>
    visit(occurrenceHash(salted, token, occurrence), true),
  );
  if (sideLength(keys) <= shortSegmentTokens) {
    for (const key of shortKeys(salt, prepareMatchText(text))) visit(key, true);
  }
}

/** A short query's keys by kind, each list distinct, for the short lookup of matchSearch. */
export interface ShortQueryKeys {
  tokens: readonly ClassToken[];
  /** Each distinct word as it is (numbers: the '#' class). */
  words: number[];
  wordPairs: number[];
  classes: number[];
  classPairs: number[];
}

/** The keys a short query (shortSegmentTokens tokens at most) looks up; null for longer ones. */
export function shortQueryKeys(salt: string, prepared: PreparedMatchText): ShortQueryKeys | null {
  if (prepared.keys.length > shortSegmentTokens) return null;
  const tokens = prepared.classTokens;
  const classes = tokens.map((token) => token.prefixClass);
  const words = [...new Map(tokens.map((token) => [token.word, token])).values()];
  return {
    tokens,
    words: words.map((token) => exactTokenHash(salt, token)),
    wordPairs: pairHashes(
      salt,
      wordPairTag,
      tokens.map((token) => token.word),
    ),
    classes:
      tokens.length === 0
        ? [classHash(salt, '')]
        : [...new Set(classes)].map((prefixClass) => classHash(salt, prefixClass)),
    classPairs: pairHashes(salt, classPairTag, classes),
  };
}
