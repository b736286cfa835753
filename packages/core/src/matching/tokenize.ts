import { tagTokens } from '@tessera/contracts';
import type { TagKind } from '@tessera/contracts';

export type MatchTokenKind = 'word' | 'number' | 'punctuation' | 'tag' | 'whitespace';

export interface MatchToken {
  kind: MatchTokenKind;
  /** The token as written (whitespace runs as written, tags as written). */
  text: string;
}

/** A tag of a text placed between its words: position = how many words/numbers come before it. */
export interface PlacedTag {
  kind: TagKind;
  id: string;
  position: number;
}

/** The pieces the scorer works on, tags taken out so that a paired tag inside a word keeps the word whole. */
export interface SplitText {
  /** Words and numbers as written, in order. */
  content: string[];
  /** For each content token: true for a number. */
  numeric: boolean[];
  /** Punctuation and symbols, one code point each, and how many content tokens come before each. */
  punctuation: string[];
  punctuationPositions: number[];
  tags: PlacedTag[];
  /** One flag per content or punctuation token, in text order: whitespace before it. */
  spacing: string;
}

// Scripts written without spaces: each letter is a word, as countWords counts them.
const characterScript =
  '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Thai}\\p{scx=Lao}\\p{scx=Khmer}\\p{scx=Myanmar}';
const characterLetter = `[[${characterScript}]&&\\p{L}]`;
const wordCharacter = `[[\\p{L}\\p{M}\\p{N}]--${characterLetter}]`;
let pattern: RegExp | undefined;

/**
 * The scorer's token pattern. Built at run time, on first use: the v flag (class subtraction) is
 * newer than the TypeScript target, and a browser importing @tessera/core for other helpers never
 * compiles it.
 */
export function tokenPattern(): RegExp {
  pattern ??= new RegExp(
    [
      '(\\u0000)', // 1: where a standalone tag stood
      '(\\s+)', // 2: whitespace
      `(${characterLetter}\\p{M}*)`, // 3: one character of a spaceless script
      `(\\p{Nd}+(?:[.,]\\p{Nd}+)*(?!${wordCharacter}))`, // 4: a number, 1,000.50 included
      `(${wordCharacter}+(?:['’]${wordCharacter}+)*)`, // 5: a word, don't and l'homme included
      '(.)', // 6: one punctuation mark or symbol
    ].join('|'),
    'gsv',
  );
  return pattern;
}

/** How the token pattern reads one character, for the characters of tokenClasses. */
export const tokenClass = { punctuation: 0, skip: 1, word: 2, digit: 3, pattern: 4 } as const;

/** Thai, the first script written without spaces, starts here: every character below is a class. */
export const tokenClassLimit = 0x0e00;
let classes: Uint8Array | undefined;

/**
 * The class of every character below tokenClassLimit, read off the token pattern's own character
 * classes: skip (a standalone tag's place, whitespace), digit (a number's, and a word's),
 * word, punctuation, or pattern (a letter of a script without spaces: only the pattern reads it).
 */
export function tokenClasses(): Uint8Array {
  if (!classes) {
    const letter = new RegExp(characterLetter, 'v');
    const word = new RegExp(wordCharacter, 'v');
    // eslint-disable-next-line no-control-regex -- U+0000 is where a standalone tag stood
    const skip = /[\u0000\s]/;
    const digit = /\p{Nd}/u;
    classes = new Uint8Array(tokenClassLimit);
    for (let code = 0; code < tokenClassLimit; code++) {
      const character = String.fromCharCode(code);
      classes[code] = letter.test(character)
        ? tokenClass.pattern
        : skip.test(character)
          ? tokenClass.skip
          : digit.test(character)
            ? tokenClass.digit
            : word.test(character)
              ? tokenClass.word
              : tokenClass.punctuation;
    }
  }
  return classes;
}

/**
 * Splits a tagged text into the scorer's pieces. Paired tags vanish from the text (a word they
 * sit inside stays one word); a standalone tag separates words.
 */
export function splitMatchText(text: string): SplitText {
  const normalized = text.normalize('NFC');
  const tags: PlacedTag[] = [];
  const tagOffsets: number[] = [];
  let plain = '';
  let position = 0;
  for (const tag of tagTokens(normalized)) {
    plain += normalized.slice(position, tag.start);
    tags.push({ kind: tag.kind, id: tag.id, position: 0 });
    tagOffsets.push(plain.length);
    if (tag.kind === 'standalone') plain += '\u0000';
    position = tag.end;
  }
  plain += normalized.slice(position);

  const split: SplitText = {
    content: [],
    numeric: [],
    punctuation: [],
    punctuationPositions: [],
    tags,
    spacing: '',
  };
  let nextTag = 0;
  let spaceBefore = false;
  for (const match of plain.matchAll(tokenPattern())) {
    // A tag's position counts the content tokens that start before it.
    while (nextTag < tags.length && (tagOffsets[nextTag] ?? 0) <= match.index) {
      (tags[nextTag] as PlacedTag).position = split.content.length;
      nextTag++;
    }
    const [whole, standalone, space, character, number, word] = match;
    if (standalone !== undefined) continue;
    if (space !== undefined) {
      spaceBefore = true;
      continue;
    }
    if (character !== undefined || number !== undefined || word !== undefined) {
      split.content.push(whole);
      split.numeric.push(number !== undefined);
    } else {
      split.punctuation.push(whole);
      split.punctuationPositions.push(split.content.length);
    }
    split.spacing += spaceBefore && split.spacing.length > 0 ? '1' : '0';
    spaceBefore = false;
  }
  for (; nextTag < tags.length; nextTag++)
    (tags[nextTag] as PlacedTag).position = split.content.length;
  return split;
}

/**
 * The tokens of a tagged text as written, in order: words (each character in Chinese, Japanese,
 * Thai…), numbers, punctuation, tags, whitespace. A tag inside a word splits it here; the scorer
 * (splitMatchText) reads such a word whole.
 */
export function tokenizeMatchText(text: string): MatchToken[] {
  const normalized = text.normalize('NFC');
  const tokens: MatchToken[] = [];
  let position = 0;
  const pushPlain = (plain: string) => {
    for (const match of plain.matchAll(tokenPattern())) {
      const [whole, , space, character, number, word] = match;
      const kind: MatchTokenKind =
        space !== undefined
          ? 'whitespace'
          : number !== undefined
            ? 'number'
            : character !== undefined || word !== undefined
              ? 'word'
              : 'punctuation';
      tokens.push({ kind, text: whole });
    }
  };
  for (const tag of tagTokens(normalized)) {
    pushPlain(normalized.slice(position, tag.start));
    tokens.push({ kind: 'tag', text: normalized.slice(tag.start, tag.end) });
    position = tag.end;
  }
  pushPlain(normalized.slice(position));
  return tokens;
}
