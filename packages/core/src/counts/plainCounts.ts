import { segmenterFor } from '../segmentation/segmenters.js';

// Counting without Intl.Segmenter where Unicode's rules leave no choice; undefined sends the text
// to the Segmenter. countWords.property.test.ts checks both give the same numbers.

// Scripts written without spaces between words: each character counts as a word.
export const characterWordScript =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;

// Characters that may join a neighbour into one grapheme (marks, joiners, Hangul jamo, prepended
// signs, Thai and Lao AM, halfwidth sound marks, anything beyond the BMP): without them every code
// unit is a grapheme of its own (CR LF aside, which is whitespace either way).
const joinsGraphemes =
  /[\p{M}\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u0E33\u0EB3\u1100-\u11FF\u200C-\u200D\uA960-\uA97F\uD7B0-\uD7FF\uFF9E\uFF9F\uD800-\uDFFF\u{10000}-\u{10FFFF}]/u;

/** The code units /\s/ matches. */
export function isWhitespaceUnit(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Graphemes that are not whitespace, when every code unit is a grapheme. */
export function plainCharacterCount(text: string): number | undefined {
  if (joinsGraphemes.test(text)) return undefined;
  let characters = 0;
  for (let index = 0; index < text.length; index++) {
    if (!isWhitespaceUnit(text.charCodeAt(index))) characters++;
  }
  return characters;
}

// The range the word counter knows: Latin, Greek and Cyrillic (to the end of Cyrillic Supplement).
const KNOWN_END = 0x530;
const SEPARATOR = 0;
const LETTER = 1;
const DIGIT = 2;
// A character the rules treat otherwise (joiner, format, connector): the Segmenter decides.
const OTHER = 3;
const JOINS_LETTERS = 4;
const JOINS_DIGITS = 8;

interface WordTable {
  kinds: Uint8Array;
}

const tables = new Map<string, WordTable>();

/**
 * How the locale's word segmenter treats each character of the range, asked of the segmenter itself:
 * a letter or digit, a separator that may join two letters ("can't", "a.b") or two digits
 * ("1,000.5"), or something else.
 */
function wordTable(locale: string): WordTable {
  let table = tables.get(locale);
  if (table) return table;
  const segmenter = segmenterFor(locale, 'word');
  const pieces = (text: string) => [...segmenter.segment(text)];
  const oneWord = (text: string) => {
    const found = pieces(text);
    return found.length === 1 && found[0]?.isWordLike === true;
  };
  const kinds = new Uint8Array(KNOWN_END);
  for (let code = 0; code < KNOWN_END; code++) {
    const character = String.fromCharCode(code);
    if (characterWordScript.test(character)) {
      // Some punctuation (the middle dot) is also written in those scripts: counted apart.
      kinds[code] = OTHER;
    } else if (code >= 0x30 && code <= 0x39) {
      kinds[code] = DIGIT;
    } else if (/\p{L}/u.test(character)) {
      kinds[code] = oneWord(`a${character}1`) && oneWord(`1${character}a`) ? LETTER : OTHER;
    } else if (
      pieces(character).some((piece) => piece.isWordLike) ||
      [`a${character}`, `${character}a`, `1${character}`, `${character}1`].some(
        (text) => pieces(text).length === 1,
      ) ||
      pieces(`a${character}1`).length === 1 ||
      pieces(`1${character}a`).length === 1
    ) {
      kinds[code] = OTHER;
    } else {
      kinds[code] =
        SEPARATOR |
        (oneWord(`a${character}b`) ? JOINS_LETTERS : 0) |
        (oneWord(`1${character}2`) ? JOINS_DIGITS : 0);
    }
  }
  table = { kinds };
  tables.set(locale, table);
  return table;
}

/**
 * Words of a Latin, Greek or Cyrillic text: runs of letters and digits, two runs joined by one separator that the
 * segmenter joins between letters (or digits) on both of its sides.
 */
export function plainWordCount(text: string, locale: string): number | undefined {
  const { kinds } = wordTable(locale);
  let words = 0;
  // Kinds of the two code units before the current one.
  let previous = SEPARATOR;
  let beforePrevious = SEPARATOR;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= KNOWN_END) return undefined;
    const kind = kinds[code] ?? OTHER;
    if (kind === OTHER) return undefined;
    const type = kind & 3;
    if (type !== SEPARATOR && previous !== LETTER && previous !== DIGIT) {
      const separator = kinds[text.charCodeAt(index - 1)] ?? 0;
      const joined =
        index >= 2 &&
        beforePrevious === type &&
        (separator & (type === LETTER ? JOINS_LETTERS : JOINS_DIGITS)) !== 0;
      if (!joined) words++;
    }
    beforePrevious = previous;
    previous = type;
  }
  return words;
}
