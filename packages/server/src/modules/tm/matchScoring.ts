import {
  scorePreparedAtLeast,
  scoreUpperBound,
  shortSegmentTokens,
  type PreparedMatchText,
} from '@tessera/core';

export type PreparedText = PreparedMatchText;

/** The longest token length the index stores; longer texts are kept as this (they all score alike). */
export const MAX_LENGTH = 32_000;

/** The exact score of a candidate, or null when it stays below minScore. */
export function scoreAtLeast(
  query: PreparedText,
  candidate: PreparedText,
  minScore: number,
): number | null {
  const score = scorePreparedAtLeast(query, candidate, minScore);
  return score < 0 ? null : score;
}

const windows = new Map<number, [number, number] | null>();

/** The token lengths a candidate may have and still reach minScore against a query of queryLength tokens. */
export function lengthWindow(queryLength: number, minScore: number): [number, number] | null {
  const key = queryLength * 1024 + minScore;
  const known = windows.get(key);
  if (known !== undefined) return known;
  let window: [number, number] | null = null;
  if (minScore <= 0) window = [0, MAX_LENGTH];
  else if (minScore <= 100) {
    let low = queryLength;
    let high = queryLength;
    while (low > 0 && scoreUpperBound(queryLength, low - 1) >= minScore) low--;
    while (scoreUpperBound(queryLength, high + 1) >= minScore) high++;
    window = [low, high];
  }
  windows.set(key, window);
  return window;
}

/** Whether the scorer compares the two texts character by character (no shared term needed). */
export function comparedByCharacters(queryLength: number, candidateLength: number): boolean {
  return Math.max(queryLength, candidateLength) <= shortSegmentTokens;
}

/**
 * How many of the query's term keys (its token occurrences) a candidate of candidateLength tokens
 * must share to reach minScore (docs/decisions/matching.md, "Retrieval"). The word distance the
 * score allows is ⌊L·(201 − 2s)/200⌋ for the longer length L; every query token not matched by an
 * equal token costs one, and a longer candidate spends (n − m) of it on insertions alone.
 */
export function sharedTermsNeeded(
  queryTerms: number,
  queryLength: number,
  candidateLength: number,
  minScore: number,
): number {
  if (comparedByCharacters(queryLength, candidateLength) || minScore <= 0) return 0;
  const slack = 201 - 2 * Math.min(minScore, 100);
  const unmatched =
    candidateLength > queryLength
      ? Math.floor((candidateLength * slack) / 200) - (candidateLength - queryLength)
      : Math.floor((queryLength * slack) / 200);
  return Math.max(0, queryTerms - unmatched);
}
