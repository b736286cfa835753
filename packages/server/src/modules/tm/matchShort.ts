import { shortCandidateBound, shortSegmentTokens, type ClassToken } from '@tessera/core';
import { lengthWindow } from './matchScoring.js';

/** The kinds of keys a short lookup reads (matchTerms.ts, shortQueryKeys). */
export type ShortKind = 'words' | 'wordPairs' | 'classes' | 'classPairs';

/** Per kind, how many of the query's keys of that kind a candidate must hold; Infinity: the kind does not answer. */
export type ShortNeeds = Record<ShortKind, number>;

/** The fewest distinct items whose counts (largest first) in the query sum to `tokens`. */
function cover(counts: readonly number[], tokens: number): number {
  let sum = 0;
  for (let k = 0; k < counts.length; k++) {
    sum += counts[k] as number;
    if (sum >= tokens) return k + 1;
  }
  return Infinity;
}

function countsOf(items: readonly string[]): number[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}

const pairs = (k: number) => (k * (k - 1)) / 2;

/**
 * What a candidate of at most shortSegmentTokens tokens must hold to reach a raw bar against a
 * short query (docs/decisions/matching.md, "Short texts"). Candidates aligning `matched` tokens
 * of their class hold the classes that cover them: one class, or every pair of k classes. Where
 * the bound is exact, those aligning no more are equal there: they hold the words that cover
 * them, and the rest align one more, covered by classes again.
 */
export function shortPlan(
  tokens: readonly ClassToken[],
): (candidateLength: number, raw: number) => ShortNeeds {
  const m = tokens.length;
  const classCounts = countsOf(tokens.map((token) => token.prefixClass));
  const wordCounts = countsOf(tokens.map((token) => token.word));
  const longestWord = Math.max(
    0,
    ...tokens.map((token) => (token.word === '#' ? 0 : token.word.length)),
  );
  const plans = new Map<number, ShortNeeds>();
  return (n, raw) => {
    const key = n * 1024 + raw;
    const known = plans.get(key);
    if (known) return known;
    const needs: ShortNeeds = {
      words: Infinity,
      wordPairs: Infinity,
      classes: Infinity,
      classPairs: Infinity,
    };
    const byClasses = (aligned: number) => {
      const k = cover(classCounts, aligned);
      if (k === 1) needs.classes = 1;
      else if (k < Infinity) needs.classPairs = pairs(k);
    };
    // A text without words or numbers is found by its one empty class.
    if (m === 0) needs.classes = n === 0 ? 1 : Infinity;
    else if (n > 0) {
      const { matched, exact } = shortCandidateBound(m, n, raw, longestWord);
      if (matched === 0) needs.classes = 0;
      else if (exact) {
        const w = cover(wordCounts, matched);
        if (w === 1) needs.words = 1;
        else if (w < Infinity) needs.wordPairs = pairs(w);
        if (matched < Math.min(m, n)) byClasses(matched + 1);
      } else byClasses(matched);
    }
    plans.set(key, needs);
    return needs;
  };
}

/** The candidate lengths a kind answers for at a raw bar (within the short ones), or null. */
export function shortWindow(
  queryLength: number,
  plan: (candidateLength: number, raw: number) => ShortNeeds,
  kind: ShortKind,
  raw: number,
): [number, number] | null {
  const window = lengthWindow(queryLength, raw);
  if (!window) return null;
  let low = Infinity;
  let high = -Infinity;
  for (let n = window[0]; n <= Math.min(window[1], shortSegmentTokens); n++) {
    if (plan(n, raw)[kind] === Infinity) continue;
    low = Math.min(low, n);
    high = n;
  }
  return low <= high ? [low, high] : null;
}

/**
 * Candidates found only by their words align no more tokens than the bar asks: they score the
 * bar at best, so their lists are read once the others have nothing left to read.
 */
export const readLast: ReadonlySet<ShortKind> = new Set(['words', 'wordPairs']);
