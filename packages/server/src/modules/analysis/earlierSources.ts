import {
  minSharedTerms,
  prepareMatchText,
  scorePreparedAtLeast,
  scoreUpperBound,
  shortSegmentTokens,
  type PreparedMatchText,
} from '@tessera/core';

/** Below this an earlier segment is no internal fuzzy match (the lowest fuzzy band starts here). */
export const FUZZY_FLOOR = 50;
// Short segments are found by length (they may share no word): at most this many, newest first.
const SHORT_CANDIDATES = 2_000;

/**
 * The sources analysed so far in one scope with a word index, so that a segment's best internal
 * fuzzy match is looked for among the earlier segments that share enough of its words (the bound
 * of minSharedTerms) instead of among all of them.
 */
export class EarlierSources {
  private readonly texts: PreparedMatchText[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly byLength = new Map<number, number[]>();

  /** The best score (≥ FUZZY_FLOOR) of an earlier source against this one, else 0. */
  best(source: string): number {
    const query = prepareMatchText(source);
    let best = 0;
    for (const index of this.candidates(query)) {
      const candidate = this.texts[index] as PreparedMatchText;
      const score = scorePreparedAtLeast(query, candidate, Math.max(FUZZY_FLOOR, best + 1));
      if (score > best) best = score;
    }
    return best;
  }

  add(source: string): void {
    const text = prepareMatchText(source);
    const index = this.texts.length;
    this.texts.push(text);
    for (const term of text.terms) this.listOf(this.postings, term).push(index);
    this.listOf(this.byLength, text.keys.length).push(index);
  }

  private listOf<Key>(map: Map<Key, number[]>, key: Key): number[] {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    return list;
  }

  private candidates(query: PreparedMatchText): Iterable<number> {
    const length = query.keys.length;
    if (length <= shortSegmentTokens) return this.shortCandidates(length);
    const need = minSharedTerms(query.terms.length, FUZZY_FLOOR, length);
    // A candidate holding `need` of the m terms holds one of any m − need + 1 of them: the rarest.
    const rarest = [...query.terms]
      .sort((a, b) => (this.postings.get(a)?.length ?? 0) - (this.postings.get(b)?.length ?? 0))
      .slice(0, query.terms.length - need + 1);
    const found = new Set<number>();
    for (const term of rarest) for (const index of this.postings.get(term) ?? []) found.add(index);
    const terms = new Set(query.terms);
    return [...found].filter((index) => {
      const candidate = this.texts[index] as PreparedMatchText;
      if (scoreUpperBound(length, candidate.keys.length) < FUZZY_FLOOR) return false;
      return candidate.terms.filter((term) => terms.has(term)).length >= need;
    });
  }

  private shortCandidates(length: number): number[] {
    const found: number[] = [];
    for (const [candidateLength, list] of this.byLength)
      if (scoreUpperBound(length, candidateLength) >= FUZZY_FLOOR) found.push(...list);
    return found.sort((a, b) => b - a).slice(0, SHORT_CANDIDATES);
  }
}
