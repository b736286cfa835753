import {
  currentEpoch,
  internEpoch,
  keyPrefix,
  keyText,
  numberKey,
  prefixText,
} from './interning.js';
import { scanMatchText } from './scan.js';
import { splitMatchText } from './tokenize.js';

/** What only a comparison of two texts with the same words needs: computed on first use. */
export interface MatchDetails {
  /** Words and numbers as written, numbers as #: differs from another with equal keys by case only. */
  readonly caseForm: string;
  /** Punctuation by code point and place (code point × 4096 + words and numbers before it). */
  readonly placedPunctuation: Float64Array;
  /** Tags by kind (0 open, 1 close, 2 standalone) and place (kind × 4096 + position). */
  readonly placedTags: Int32Array;
  /** One flag per word, number or punctuation mark: whitespace before it. */
  readonly spacing: string;
  /** The text with whitespace runs as one space, trimmed, tags numbered by order: equal forms score 100. */
  readonly normalized: string;
}

/**
 * A word (lower-cased) or number ('#': numbers match each other) as the comparison of short texts
 * sees it: words of one prefix class are compared by characters, words of two cost a whole edit.
 */
export interface ClassToken {
  readonly word: string;
  readonly prefixClass: string;
}

/** Every number, as the comparison sees it. */
export const numberToken: ClassToken = { word: '#', prefixClass: '#' };

/** A text split and interned once, so that scoring it against many others allocates nothing. */
export interface PreparedMatchText {
  readonly text: string;
  /** The word table's epoch its ids belong to (see interning.ts). */
  readonly epoch: number;
  /** matchTokenCount: words and numbers. */
  readonly tokenCount: number;
  /** Word ids (lower-cased) and numbers as one shared id: the sequence the edit distance runs over. */
  readonly keys: Int32Array;
  /** Punctuation and symbol code points, in order. */
  readonly punctuation: Int32Array;
  /** Tag kinds in order: 0 open, 1 close, 2 standalone. */
  readonly tagKinds: Int32Array;
  readonly numbers: readonly string[];
  /** indexTerms: distinct lower-cased words (computed on first use). */
  readonly terms: readonly string[];
  /** classTokens: each word or number with its prefix class, in order (computed on first use). */
  readonly classTokens: readonly ClassToken[];
  readonly details: MatchDetails;
}

/** Texts up to this many words and numbers (the longer of the two) are compared character by character. */
export const shortSegmentTokens = 4;

// Positions past this many tokens share one place; long texts only lose precision in moved-mark penalties.
const placeLimit = 4095;
const tagKindCode = { open: 0, close: 1, standalone: 2 } as const;
const noItems = new Int32Array(0);
const noNumbers: readonly string[] = [];

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

function detailsOf(text: string): MatchDetails {
  const split = splitMatchText(text);
  const caseForm = split.content.map((token, i) => (split.numeric[i] ? '#' : token)).join(' ');
  const placedPunctuation = Float64Array.from(
    split.punctuation,
    (mark, i) =>
      (mark.codePointAt(0) ?? 0) * 4096 + Math.min(split.punctuationPositions[i] ?? 0, placeLimit),
  );
  const placedTags = Int32Array.from(
    split.tags,
    (tag) => tagKindCode[tag.kind] * 4096 + Math.min(tag.position, placeLimit),
  );
  return {
    caseForm,
    placedPunctuation,
    placedTags,
    spacing: split.spacing,
    normalized: normalizedForm(text),
  };
}

class PreparedText implements PreparedMatchText {
  readonly tokenCount: number;
  readonly keys: Int32Array;
  readonly punctuation: Int32Array;
  readonly tagKinds: Int32Array;
  readonly numbers: readonly string[];
  private termList: readonly string[] | null = null;
  private classTokenList: readonly ClassToken[] | null = null;
  private detailRecord: MatchDetails | null = null;

  constructor(
    readonly text: string,
    readonly epoch: number,
  ) {
    const scanned = scanMatchText(text);
    this.keys = new Int32Array(scanned.keys);
    this.tokenCount = this.keys.length;
    this.punctuation =
      scanned.punctuation.length > 0 ? new Int32Array(scanned.punctuation) : noItems;
    this.tagKinds = scanned.tagKinds.length > 0 ? new Int32Array(scanned.tagKinds) : noItems;
    this.numbers = scanned.numbers.length > 0 ? scanned.numbers : noNumbers;
  }

  get terms(): readonly string[] {
    if (!this.termList) {
      const keys = inCurrentEpoch(this).keys;
      const ids = new Set<number>();
      for (const id of keys) if (id !== numberKey) ids.add(id);
      this.termList = Array.from(ids, keyText);
    }
    return this.termList;
  }

  get classTokens(): readonly ClassToken[] {
    this.classTokenList ??= Array.from(inCurrentEpoch(this).keys, (id) =>
      id === numberKey
        ? numberToken
        : { word: keyText(id), prefixClass: prefixText(keyPrefix(id)) },
    );
    return this.classTokenList;
  }

  get details(): MatchDetails {
    this.detailRecord ??= detailsOf(this.text);
    return this.detailRecord;
  }
}

export function prepareMatchText(text: string): PreparedMatchText {
  return new PreparedText(text, internEpoch());
}

/**
 * A text's word ids as prepareMatchText's keys, in the word table as it is now, without the rest:
 * an import indexing every unit reads only these, and the typed arrays of a prepared text cost it
 * more than the scan.
 */
export function matchKeys(text: string): readonly number[] {
  internEpoch();
  return scanMatchText(text).keys;
}

/** The text with ids of the word table as it is now: itself, or prepared again after a renewal. */
export function inCurrentEpoch(prepared: PreparedMatchText): PreparedMatchText {
  const epoch = currentEpoch();
  return prepared.epoch === epoch ? prepared : new PreparedText(prepared.text, epoch);
}
