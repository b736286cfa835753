import { smallDistance, tokenDistance, weightedDistance } from './editDistance.js';
import { currentEpoch, keyText, numberKey } from './interning.js';
import { inCurrentEpoch, numberToken, prepareMatchText, shortSegmentTokens } from './prepare.js';
import type { ClassToken, PreparedMatchText } from './prepare.js';

// Fixed penalties (see docs/decisions/matching.md, "Scoring").
const casePenalty = 1;
const whitespacePenalty = 1;
const punctuationPenalty = { each: 1, cap: 3 };
const tagPenalty = { each: 1, cap: 3 };
const numberPenalty = { each: 2, cap: 4 };
const fuzzyCap = 99;

function numbersChanged(query: PreparedMatchText, candidate: PreparedMatchText): number {
  const count = Math.min(query.numbers.length, candidate.numbers.length);
  let changed = 0;
  for (let i = 0; i < count; i++) if (query.numbers[i] !== candidate.numbers[i]) changed++;
  return Math.min(numberPenalty.cap, changed * numberPenalty.each);
}

function capped(distance: number, penalty: { each: number; cap: number }): number {
  return Math.min(penalty.cap, distance * penalty.each);
}

/** Same words in the same order: only the fixed penalties separate the two texts from 100. */
function sameWordsScore(queryText: PreparedMatchText, candidateText: PreparedMatchText): number {
  const query = queryText.details;
  const candidate = candidateText.details;
  if (query.normalized === candidate.normalized) return 100;
  const penalty =
    (query.caseForm === candidate.caseForm ? 0 : casePenalty) +
    (query.spacing.length !== candidate.spacing.length || query.spacing === candidate.spacing
      ? 0
      : whitespacePenalty) +
    capped(
      smallDistance(query.placedPunctuation, candidate.placedPunctuation),
      punctuationPenalty,
    ) +
    capped(smallDistance(query.placedTags, candidate.placedTags), tagPenalty) +
    numbersChanged(queryText, candidateText);
  // Texts that differ always lose at least a point, even where no rule names the difference.
  return 100 - Math.max(1, penalty);
}

function fuzzyPenalty(query: PreparedMatchText, candidate: PreparedMatchText): number {
  return (
    capped(smallDistance(query.punctuation, candidate.punctuation), punctuationPenalty) +
    capped(smallDistance(query.tagKinds, candidate.tagKinds), tagPenalty) +
    numbersChanged(query, candidate)
  );
}

/** The largest word edit distance that still lets the base score round to minScore or more. */
function distanceLimit(longer: number, minScore: number): number {
  return minScore <= 0 ? longer : Math.floor((longer * (201 - 2 * minScore)) / 200);
}

/** The score of two prepared texts, or -1 as soon as it is certain to stay below minScore. */
export function scorePreparedAtLeast(
  queryText: PreparedMatchText,
  candidateText: PreparedMatchText,
  minScore: number,
): number {
  const epoch = currentEpoch();
  const query = queryText.epoch === epoch ? queryText : inCurrentEpoch(queryText);
  const candidate = candidateText.epoch === epoch ? candidateText : inCurrentEpoch(candidateText);
  const m = query.tokenCount;
  const n = candidate.tokenCount;
  if (scoreUpperBound(m, n) < minScore) return -1;
  const longer = Math.max(m, n);
  let score: number;
  if (longer === 0) score = sameWordsScore(query, candidate);
  else if (m === 0 || n === 0) score = 0;
  else {
    let distance: number;
    if (longer <= shortSegmentTokens) {
      distance = weightedDistance(query.keys, candidate.keys);
    } else {
      const limit = distanceLimit(longer, minScore);
      distance = tokenDistance(query.keys, candidate.keys, limit);
      if (distance > limit) return -1;
    }
    if (distance === 0) score = sameWordsScore(query, candidate);
    else {
      const base = Math.round((100 * (longer - distance)) / longer);
      score = Math.max(0, Math.min(fuzzyCap, base - fuzzyPenalty(query, candidate)));
    }
  }
  return score >= minScore ? score : -1;
}

/** matchScore of two prepared texts. */
export function scorePrepared(query: PreparedMatchText, candidate: PreparedMatchText): number {
  return scorePreparedAtLeast(query, candidate, 0);
}

/** Percent 0..100 of a TM unit's source against a segment's source; 100 only for same text + same tags. */
export function matchScore(query: string, candidate: string): number {
  return scorePrepared(prepareMatchText(query), prepareMatchText(candidate));
}

/** The highest score any candidate of candidateLength tokens can reach against a query of queryLength tokens. */
export function scoreUpperBound(queryLength: number, candidateLength: number): number {
  if (queryLength === candidateLength) return 100;
  const shorter = Math.min(queryLength, candidateLength);
  const longer = Math.max(queryLength, candidateLength);
  // The word distance is at least the length difference; the base score uses the same rounding.
  return Math.min(fuzzyCap, Math.round((100 * shorter) / longer));
}

/** Token count the scorer uses: words (each character in spaceless scripts) and numbers. */
export function matchTokenCount(text: string): number {
  return prepareMatchText(text).tokenCount;
}

/** Distinct lower-cased words of a text, as the retrieval index keys them (numbers, tags and punctuation dropped). */
export function indexTerms(text: string): string[] {
  return [...prepareMatchText(text).terms];
}

/** One word (lower-cased) or number ('#') of a text with its occurrence number among equal ones. */
export interface TokenOccurrence {
  readonly token: string;
  readonly occurrence: number;
}

/**
 * Each word or number of a text as (token, k): its k-th occurrence. A candidate holds (t, k) when
 * it has at least k tokens t, so the occurrences two texts share bound the equal tokens any
 * alignment of them matches: minSharedTerms(m, s, m) holds for them (matching.md, "Shared terms").
 */
export function tokenOccurrences(prepared: PreparedMatchText): TokenOccurrence[] {
  const occurrences: TokenOccurrence[] = [];
  forEachTokenOccurrence(prepared, (token, occurrence) => occurrences.push({ token, occurrence }));
  return occurrences;
}

// Texts up to this many tokens count a token's occurrences by looking back over the ones before.
const countedBackTokens = 64;

/**
 * tokenOccurrences one by one, counted by word id: no token objects, which an import indexing
 * every unit it reads made and dropped by the million; a short text needs no map either.
 */
export function forEachTokenOccurrence(
  prepared: PreparedMatchText,
  visit: (token: string, occurrence: number) => void,
): void {
  forEachKeyOccurrence(inCurrentEpoch(prepared).keys, visit);
}

/** forEachTokenOccurrence of word ids of the word table as it is now (matchKeys). */
export function forEachKeyOccurrence(
  keys: ArrayLike<number>,
  visit: (token: string, occurrence: number) => void,
): void {
  const seen = keys.length > countedBackTokens ? new Map<number, number>() : undefined;
  for (let index = 0; index < keys.length; index++) {
    const id = keys[index] ?? numberKey;
    let occurrence = 1;
    if (seen) {
      occurrence += seen.get(id) ?? 0;
      seen.set(id, occurrence);
    } else {
      for (let before = 0; before < index; before++) if (keys[before] === id) occurrence++;
    }
    visit(id === numberKey ? numberToken.word : keyText(id), occurrence);
  }
}

/** Query tokens not matched by an equal word or number, at most, in any candidate scoring minScore or more. */
function unmatchedTokens(queryTokens: number, minScore: number): number {
  return Math.floor((queryTokens * (201 - 2 * Math.min(minScore, 100))) / 200);
}

/**
 * How many of the query's distinct index terms, or of its token occurrences (queryTerms = m),
 * every candidate scoring minScore or more contains (proof in docs/decisions/matching.md, "Shared terms"). Queries of up to four tokens get 0: the
 * character refinement scores words that share no term (file, files); use shortCandidateBound there.
 */
export function minSharedTerms(queryTerms: number, minScore: number, queryTokens: number): number {
  if (queryTokens <= shortSegmentTokens || minScore <= 0) return 0;
  return Math.max(0, queryTerms - unmatchedTokens(queryTokens, minScore));
}

/** Each word (lower-cased) or number ('#') of a text with its prefix class, in order. */
export function classTokens(text: string): readonly ClassToken[] {
  return prepareMatchText(text).classTokens;
}

/** What every candidate scoring a bar or more has in common with a short query: see shortCandidateBound. */
export interface ShortCandidateBound {
  /** Query tokens aligned with candidate tokens of their prefix class, at least. */
  matched: number;
  /** Whether a candidate aligning no more than `matched` of them has each one equal. */
  exact: boolean;
}

/**
 * The bound retrieval relies on for texts compared by characters (neither longer than
 * shortSegmentTokens tokens; proof in docs/decisions/matching.md, "Short texts"). The base score
 * rounds 100·(L − d)/L, so it reaches s while d ≤ L·(201 − 2s)/200; a query token not aligned with
 * a token of its prefix class costs a whole edit, so d ≥ L − aligned. A word aligned with another
 * word of its class costs at least 1/(|word| + 1); longestWord: the query's longest word, in
 * UTF-16 units of its lower-cased form.
 */
export function shortCandidateBound(
  queryLength: number,
  candidateLength: number,
  minScore: number,
  longestWord: number,
): ShortCandidateBound {
  const longer = Math.max(queryLength, candidateLength);
  const s = Math.min(minScore, 100);
  const matched = Math.max(0, Math.ceil((longer * (2 * s - 1)) / 200));
  const slack = (longer * (201 - 2 * s)) / 200 - (longer - matched);
  return { matched, exact: slack * (longestWord + 1) < 1 - 1e-9 };
}
