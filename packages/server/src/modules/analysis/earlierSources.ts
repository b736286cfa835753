import {
  minSharedTerms,
  prepareMatchText,
  scorePreparedAtLeast,
  scoreUpperBound,
  shortCandidateBound,
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
  /** The prefix classes of each short text's words and numbers (none for longer texts). */
  private readonly classes: Int32Array[] = [];
  private readonly classIds = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly byLength = new Map<number, number[]>();

  /** The best score (≥ FUZZY_FLOOR) of an earlier source against this one, else 0. */
  best(source: string): number {
    const query = prepareMatchText(source);
    const classes = this.shortClasses(query);
    let best = 0;
    for (const index of this.candidates(query)) {
      const candidate = this.texts[index] as PreparedMatchText;
      const bar = Math.max(FUZZY_FLOOR, best + 1);
      if (classes && !this.alignsEnough(classes, index, bar)) continue;
      const score = scorePreparedAtLeast(query, candidate, bar);
      if (score > best) best = score;
    }
    return best;
  }

  add(source: string): void {
    const text = prepareMatchText(source);
    const index = this.texts.length;
    this.texts.push(text);
    const short = text.keys.length <= shortSegmentTokens;
    this.classes.push(short ? this.classIdsOf(text, true) : new Int32Array(0));
    for (const term of text.terms) this.listOf(this.postings, term).push(index);
    this.listOf(this.byLength, text.keys.length).push(index);
  }

  /** The ids of a text's prefix classes, a class not met yet as -1 (it matches none). */
  private classIdsOf(text: PreparedMatchText, add: boolean): Int32Array {
    return Int32Array.from(text.classTokens, ({ prefixClass }) => {
      let id = this.classIds.get(prefixClass);
      if (id === undefined && add) this.classIds.set(prefixClass, (id = this.classIds.size));
      return id ?? -1;
    });
  }

  /** A short query's prefix class ids; null for a longer one. */
  private shortClasses(query: PreparedMatchText): Int32Array | null {
    const length = query.keys.length;
    return length > shortSegmentTokens || length === 0 ? null : this.classIdsOf(query, false);
  }

  /**
   * Whether an earlier text may reach the bar against a short query: both compared by
   * characters, a query token aligned with no token of its prefix class costs a whole edit, so
   * the texts share at least shortCandidateBound's `matched` tokens of equal classes.
   */
  private alignsEnough(queryClasses: Int32Array, index: number, bar: number): boolean {
    const candidateLength = (this.texts[index] as PreparedMatchText).keys.length;
    if (candidateLength > shortSegmentTokens || candidateLength === 0) return true;
    const { matched } = shortCandidateBound(queryClasses.length, candidateLength, bar, 0);
    let used = 0;
    let shared = 0;
    for (const classId of this.classes[index] as Int32Array) {
      for (let at = 0; at < queryClasses.length; at++) {
        if ((used & (1 << at)) === 0 && queryClasses[at] === classId) {
          used |= 1 << at;
          shared++;
          break;
        }
      }
    }
    return shared >= matched;
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
      let shared = 0;
      for (const term of candidate.terms) if (terms.has(term)) shared++;
      return shared >= need;
    });
  }

  /** The newest SHORT_CANDIDATES texts of a length that may reach the floor, newest first. */
  private shortCandidates(length: number): number[] {
    const lists: number[][] = [];
    for (const [candidateLength, list] of this.byLength)
      if (scoreUpperBound(length, candidateLength) >= FUZZY_FLOOR) lists.push(list);
    // Each list grows by index: taking the largest of their ends merges them newest first.
    const ends = lists.map((list) => list.length - 1);
    const found: number[] = [];
    while (found.length < SHORT_CANDIDATES) {
      let newest = -1;
      let from = -1;
      lists.forEach((list, at) => {
        const end = ends[at] as number;
        if (end >= 0 && (list[end] as number) > newest) {
          newest = list[end] as number;
          from = at;
        }
      });
      if (from < 0) break;
      found.push(newest);
      ends[from] = (ends[from] as number) - 1;
    }
    return found;
  }
}
