import { splitMatchText } from './tokenize.js';

/** A text split and interned once, so that scoring it against many others allocates nothing. */
export interface PreparedMatchText {
  /** Words lower-cased and numbers as one shared id: the sequence the edit distance runs over. */
  readonly keys: Int32Array;
  /** The lower-cased words and '' for numbers; kept for short texts only (character refinement). */
  readonly shortKeys: readonly string[] | null;
  /** Words and numbers as written, numbers as #: differs from another with equal keys by case only. */
  readonly caseForm: string;
  readonly numbers: readonly string[];
  /** Punctuation code points, and each one's place (code point × 4096 + content tokens before it). */
  readonly punctuation: Int32Array;
  readonly placedPunctuation: Float64Array;
  /** Tag kinds (0 open, 1 close, 2 standalone), and each one's place (kind × 4096 + position). */
  readonly tagKinds: Int32Array;
  readonly placedTags: Int32Array;
  readonly spacing: string;
  /** The text with whitespace runs as one space, trimmed, tags numbered by order: equal forms score 100. */
  readonly normalized: string;
  /** Distinct lower-cased words, as the retrieval index keys them. */
  readonly terms: readonly string[];
}

/** Texts up to this many words and numbers (the longer of the two) are compared character by character. */
export const shortSegmentTokens = 4;

const numberKey = 0;
const internedKeys = new Map<string, number>();

function intern(key: string): number {
  let id = internedKeys.get(key);
  if (id === undefined) {
    id = internedKeys.size + 1;
    internedKeys.set(key, id);
  }
  return id;
}

const tagKindCode = { open: 0, close: 1, standalone: 2 } as const;
// Positions past this many tokens share one place; long texts only lose precision in moved-tag penalties.
const placeLimit = 4095;

function normalizedForm(text: string): string {
  const renumbered = new Map<string, number>();
  return text
    .normalize('NFC')
    .replace(/\{(\/?)(\d+)(\/?)\}/g, (whole, close: string, id: string, standalone: string) => {
      if (close && standalone) return whole;
      let number = renumbered.get(id);
      if (number === undefined) {
        number = renumbered.size + 1;
        renumbered.set(id, number);
      }
      return `{${close}${number}${standalone}}`;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function prepareMatchText(text: string): PreparedMatchText {
  const split = splitMatchText(text);
  const count = split.content.length;
  const keys = new Int32Array(count);
  const lowered: string[] = [];
  const numbers: string[] = [];
  const terms = new Set<string>();
  let caseForm = '';
  for (let i = 0; i < count; i++) {
    const token = split.content[i] as string;
    if (split.numeric[i]) {
      keys[i] = numberKey;
      numbers.push(token);
      lowered.push('');
      caseForm += '# ';
    } else {
      const key = token.toLowerCase();
      keys[i] = intern(key);
      lowered.push(key);
      terms.add(key);
      caseForm += `${token} `;
    }
  }
  const punctuation = new Int32Array(split.punctuation.length);
  const placedPunctuation = new Float64Array(split.punctuation.length);
  split.punctuation.forEach((mark, i) => {
    const code = mark.codePointAt(0) ?? 0;
    punctuation[i] = code;
    placedPunctuation[i] = code * 4096 + Math.min(split.punctuationPositions[i] ?? 0, placeLimit);
  });
  const tagKinds = new Int32Array(split.tags.length);
  const placedTags = new Int32Array(split.tags.length);
  split.tags.forEach((tag, i) => {
    const kind = tagKindCode[tag.kind];
    tagKinds[i] = kind;
    placedTags[i] = kind * 4096 + Math.min(tag.position, placeLimit);
  });
  return {
    keys,
    shortKeys: count <= shortSegmentTokens ? lowered : null,
    caseForm,
    numbers,
    punctuation,
    placedPunctuation,
    tagKinds,
    placedTags,
    spacing: split.spacing,
    normalized: normalizedForm(text),
    terms: [...terms],
  };
}
