import { shortSegmentTokens } from '@tessera/core';
import type { MatchUnitRow, PostingRequest, Postings } from './matchQueries.js';
import {
  lengthWindow,
  MAX_LENGTH,
  scoreAtLeast,
  sharedGramsNeeded,
  sharedTermsNeeded,
  type PreparedText,
} from './matchScoring.js';
import type { UnitSide } from './matchTerms.js';
import type { ContextType, MatchContext } from './matchTypes.js';

/** The memories a lookup reads from one side of their units (sources, or targets when reverse). */
export interface Direction {
  side: UnitSide;
  /** The target language of the units read. */
  unitLang: string;
  salt: string;
  tmIds: number[];
  penalties: Map<number, number>;
  minPenalty: number;
}

/** The query's keys within one direction. */
export interface DirectionKeys {
  whole: number;
  terms: number[];
  grams: number[];
}

/** Postings a query wants read, and what to do with them. */
export interface Want {
  request: PostingRequest;
  accept(postings: Postings): void;
}

export interface QueryText {
  source: string;
  context: MatchContext;
  prepared: PreparedText;
  length: number;
}

/** A unit that made it into a query's results. */
export interface Found {
  row: MatchUnitRow;
  direction: Direction;
  score: number;
}

// Candidates scored after each round of postings, most shared keys first: a near duplicate
// found early raises the bar and shortens the rest of the lookup.
const EAGER = 4;
// Once no unread unit can reach the bar, more postings are read only to tell the candidates
// apart: while there are this many to score, and a key's postings cost less than scoring them.
const PRUNE_FROM = 48;
const POSTINGS_PER_VERIFICATION = 16;
// Where the bigram bound cannot narrow the candidates (short texts at a low bar), the rarest
// bigrams are read up to this many postings and this many candidates that share the most are
// scored: the measured recall of docs/decisions/matching.md, "Retrieval".
const BUDGET_POSTINGS = 20_000;
const EXACT_GRAM_POSTINGS = 40_000;
const BUDGET_VERIFICATIONS = 200;

interface Candidate {
  shared: number;
  length: number;
}

/**
 * Prefix filtering over one kind of key (words, or the bigrams of short texts), rarest first:
 * a unit that must share `needed` of n keys holds one of the rarest n − needed + 1, and one
 * seen among the first f keys with c of them can share at most c + n − f.
 */
class PrefixList {
  fetched = 0;
  closed = false;
  postingsRead = 0;
  scoredOnBudget = 0;
  private batch = 1;
  private touched = new Map<number, Candidate>();
  frequencies: number[] = [];
  readonly candidates = new Map<number, Candidate>();

  constructor(
    public keys: number[],
    /** The lengths this list answers for at a raw bar, or null. */
    readonly window: (raw: number) => [number, number] | null,
    /** Keys a unit of this length must share to reach the raw bar (null: none is certain). */
    readonly needed: (length: number, raw: number) => number | null,
    /** Whether, at this bar, the list is read within the budget instead of to the end. */
    readonly budgeted: (raw: number) => boolean = () => false,
    /** Whether the rarest key is read even past the budget. */
    readonly firstKeyFree = false,
  ) {}

  private onBudget(raw: number): boolean {
    return !this.closed && this.fetched < this.keys.length && this.budgeted(raw);
  }

  orderKeys(df: Map<number, number>): void {
    this.keys = [...this.keys].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0));
    this.frequencies = this.keys.map((key) => df.get(key) ?? 0);
  }

  /** Whether a candidate may still reach the raw bar, judged once per call for all candidates. */
  private viability(raw: number): (candidate: Candidate) => boolean {
    const window = this.window(raw);
    if (!window) return () => false;
    const unread = this.keys.length - this.fetched;
    const needed = new Map<number, number>();
    return (candidate) => {
      if (candidate.length < window[0] || candidate.length > window[1]) return false;
      let count = needed.get(candidate.length);
      if (count === undefined) {
        count = this.needed(candidate.length, raw) ?? 0;
        needed.set(candidate.length, count);
      }
      return candidate.shared + unread >= count;
    };
  }

  /** The next key to read, or null when reading more cannot change the outcome. */
  next(raw: number, verified: Set<number>): PostingRequest[] {
    const window = this.window(raw);
    if (!window || this.fetched >= this.keys.length) return [];
    let count = 1;
    if (!this.closed) {
      let fewest = Infinity;
      for (let length = window[0]; length <= window[1] && fewest > 0; length++) {
        fewest = Math.min(fewest, this.needed(length, raw) ?? 0);
      }
      // A unit none of the keys read so far holds cannot share enough of the rest.
      const prefix = this.keys.length - fewest + 1;
      if (this.fetched >= prefix) this.closed = true;
      // Rounds read 1, 2, 4… keys of the prefix: fewer round trips, yet a bar raised early
      // still spares the later, commoner keys.
      count = Math.min(this.batch, prefix - this.fetched);
      this.batch *= 2;
    }
    if (this.onBudget(raw)) {
      // Keys come rarest first: the first one past the budget ends the reading.
      let expected = this.postingsRead;
      for (let at = 0; at < count; at++) {
        expected += this.frequencies[this.fetched + at] ?? 0;
        if (expected > BUDGET_POSTINGS) {
          count = at;
          break;
        }
      }
      // The rarest whole word is always read: a unit with the query's words in another
      // punctuation or case is the match a translator expects first.
      if (count === 0 && this.fetched === 0 && this.firstKeyFree) count = 1;
      if (count === 0) return [];
    }
    if (this.closed) {
      const cost = this.frequencies[this.fetched] ?? 0;
      if (
        this.candidates.size < PRUNE_FROM ||
        cost > this.candidates.size * POSTINGS_PER_VERIFICATION
      )
        return [];
      const viable = this.viability(raw);
      let toVerify = 0;
      for (const [unitId, candidate] of this.candidates) {
        if (!verified.has(unitId) && viable(candidate)) toVerify++;
      }
      if (toVerify < PRUNE_FROM || cost > toVerify * POSTINGS_PER_VERIFICATION) return [];
      count = 1;
    }
    return this.keys.slice(this.fetched, this.fetched + count).map((termHash) => ({
      termHash,
      tmIds: [],
      minLength: window[0],
      maxLength: window[1],
    }));
  }

  accept({ unitIds, lengths }: Postings): void {
    this.fetched++;
    this.postingsRead += unitIds.length;
    unitIds.forEach((unitId, index) => {
      let candidate = this.candidates.get(unitId);
      if (candidate) candidate.shared++;
      else if (!this.closed) {
        candidate = { shared: 1, length: lengths[index] as number };
        this.candidates.set(unitId, candidate);
      } else return;
      this.touched.set(unitId, candidate);
    });
  }

  /**
   * Unscored viable candidates, the most shared keys first: all (up to wanted), or only the
   * best few among those the last postings touched (eager).
   */
  toVerify(raw: number, verified: Set<number>, wanted: number, eager: boolean): number[] {
    const onBudget = this.onBudget(raw);
    const count = onBudget ? Math.min(wanted, BUDGET_VERIFICATIONS - this.scoredOnBudget) : wanted;
    const pool = eager ? this.touched : this.candidates;
    if (eager) this.touched = new Map();
    if (count <= 0) return [];
    const isViable = this.viability(raw);
    const viable: [number, Candidate][] = [];
    for (const entry of pool) {
      if (!verified.has(entry[0]) && isViable(entry[1])) viable.push(entry);
    }
    if (viable.length > count) viable.sort((a, b) => b[1].shared - a[1].shared);
    const chosen = viable.slice(0, count).map(([unitId]) => unitId);
    if (onBudget) this.scoredOnBudget += chosen.length;
    return chosen;
  }
}

class DirectionSearch {
  readonly verified = new Set<number>();
  exactIds: number[] = [];
  readonly lists: PrefixList[];

  constructor(
    readonly direction: Direction,
    readonly keys: DirectionKeys,
    query: QueryText,
    words: readonly string[],
  ) {
    const length = query.length;
    const short = length <= shortSegmentTokens;
    // Candidates of at most shortSegmentTokens tokens are compared by characters when the
    // query is that short too: the bigram list answers for them, the word list for the rest.
    const terms = new PrefixList(
      keys.terms,
      (raw) => {
        const window = lengthWindow(length, raw);
        if (!window || !short) return window;
        return window[1] > shortSegmentTokens
          ? [Math.max(window[0], shortSegmentTokens + 1), window[1]]
          : null;
      },
      (candidateLength, raw) => sharedTermsNeeded(keys.terms.length, length, candidateLength, raw),
    );
    this.lists = [terms];
    if (short) {
      const neededGrams = new Map<number, number | null>();
      const gramsNeeded = (raw: number) => {
        if (!neededGrams.has(raw)) {
          neededGrams.set(raw, sharedGramsNeeded(words, keys.grams.length, length, raw));
        }
        return neededGrams.get(raw) ?? null;
      };
      const shortWindow = (raw: number): [number, number] | null => {
        const window = lengthWindow(length, raw);
        return window && window[0] <= shortSegmentTokens
          ? [window[0], Math.min(window[1], shortSegmentTokens)]
          : null;
      };
      // Reading the proven prefix pays while the bound asks for half the bigrams or more and
      // the prefix's postings stay within EXACT_GRAM_POSTINGS.
      const onBudget = (raw: number): boolean => {
        const needed = gramsNeeded(raw);
        if (needed === null || needed * 2 < keys.grams.length) return true;
        const prefix: number[] = grams.frequencies.slice(0, keys.grams.length - needed + 1);
        return prefix.reduce((sum, df) => sum + df, 0) > EXACT_GRAM_POSTINGS;
      };
      const grams = new PrefixList(keys.grams, shortWindow, (_, raw) => gramsNeeded(raw), onBudget);
      // On the budget, units sharing whole words are candidates of their own: "Save changes"
      // finds "Save all changes" however common its bigrams are.
      const sameWords = new PrefixList(
        keys.terms,
        (raw) => (onBudget(raw) ? shortWindow(raw) : null),
        () => 0,
        () => true,
        true,
      );
      this.lists.push(grams, sameWords);
    }
  }
}

function contextMatches(row: MatchUnitRow, context: MatchContext, type: ContextType): boolean {
  if (type === 'NO_CONTEXT') return false;
  const byKey = type === 'SEGMENT_KEY' || (type === 'AUTO' && row.context_key !== '');
  if (byKey) return row.context_key !== '' && row.context_key === context.key;
  if (row.context_prev === '' && row.context_next === '') return false;
  return row.context_prev === context.prev && row.context_next === context.next;
}

/**
 * One query's lookup: exact candidates by the whole text, then prefix filtering over the
 * rarest keys with a bar that rises as results are found; every candidate that could still
 * reach the bar is scored exactly, so ranking equals scoring every unit.
 */
export class QuerySearch {
  readonly results: Found[] = [];
  private readonly searches: DirectionSearch[];

  constructor(
    readonly query: QueryText,
    directions: readonly { direction: Direction; keys: DirectionKeys }[],
    readonly minScore: number,
    readonly limit: number,
    readonly contextType: ContextType,
  ) {
    const words = query.prepared.terms;
    this.searches = directions.map(
      ({ direction, keys }) => new DirectionSearch(direction, keys, query, words),
    );
  }

  /** The keys of each direction whose document frequencies order the lookup. */
  keysOf(direction: Direction): number[] {
    return this.searches
      .filter((search) => search.direction === direction)
      .flatMap((search) => search.lists.flatMap((list) => list.keys));
  }

  orderKeys(direction: Direction, df: Map<number, number>): void {
    for (const search of this.searches) {
      if (search.direction === direction) for (const list of search.lists) list.orderKeys(df);
    }
  }

  /** The final score a new result must reach to count. */
  private finalNeeded(): number {
    const last = this.results[this.limit - 1];
    return last ? last.score + 1 : this.minScore;
  }

  /** The raw score a unit of this direction must reach, or null when none can improve the results. */
  private rawNeeded(search: DirectionSearch): number | null {
    const final = this.finalNeeded();
    // Scores are floored at 0 after the penalty: any unit reaches a bar of 0.
    if (final <= 0) return 0;
    const raw = final + search.direction.minPenalty;
    if (raw <= 100) return raw;
    // A raw 100 becomes 101 with its context.
    return raw === 101 ? 100 : null;
  }

  // A raw 100 is the same text: its units are all among the exact candidates.
  private fuzzyNeeded(search: DirectionSearch): number | null {
    const raw = this.rawNeeded(search);
    return raw === null || raw >= 100 ? null : raw;
  }

  exactRequests(): Want[] {
    return this.searches.map((search) => ({
      request: {
        termHash: search.keys.whole,
        tmIds: search.direction.tmIds,
        minLength: 0,
        maxLength: MAX_LENGTH,
      },
      accept: (postings) => {
        search.exactIds = postings.unitIds;
      },
    }));
  }

  /** The postings this query wants next: the next rarest key of each list. */
  nextRequests(): Want[] {
    const wants: Want[] = [];
    for (const search of this.searches) {
      const raw = this.fuzzyNeeded(search);
      if (raw === null) continue;
      for (const list of search.lists) {
        for (const request of list.next(raw, search.verified)) {
          wants.push({
            request: { ...request, tmIds: search.direction.tmIds },
            accept: (postings) => list.accept(postings),
          });
        }
      }
    }
    return wants;
  }

  /** Units to score now: the exact candidates, then the best few, or all that remain viable. */
  toVerify(all: boolean, atMost: number): { search: DirectionSearch; unitIds: number[] }[] {
    const wanted: { search: DirectionSearch; unitIds: number[] }[] = [];
    for (const search of this.searches) {
      const exact = search.exactIds.filter((id) => !search.verified.has(id));
      if (exact.length > 0) {
        wanted.push({ search, unitIds: exact });
        continue;
      }
      const raw = this.fuzzyNeeded(search);
      if (raw === null) continue;
      const unitIds = new Set<number>();
      for (const list of search.lists) {
        for (const id of list.toVerify(raw, search.verified, all ? atMost : EAGER, !all)) {
          unitIds.add(id);
        }
      }
      if (unitIds.size > 0) wanted.push({ search, unitIds: [...unitIds] });
    }
    return wanted;
  }

  /** Scores a unit read for this query's direction exactly and keeps it if it counts. */
  verify(
    search: DirectionSearch,
    row: MatchUnitRow,
    prepared: (row: MatchUnitRow, side: UnitSide) => PreparedText,
  ): void {
    search.verified.add(row.id);
    const direction = search.direction;
    const penalty = direction.penalties.get(row.tm_id);
    if (penalty === undefined || row.target_lang !== direction.unitLang) return;
    const raw = this.rawNeeded(search);
    if (raw === null) return;
    const score = scoreAtLeast(this.query.prepared, prepared(row, direction.side), raw);
    if (score === null) return;
    const context =
      score === 100 &&
      direction.side === 'source' &&
      contextMatches(row, this.query.context, this.contextType);
    const final = Math.max(0, (context ? 101 : score) - penalty);
    if (final < this.finalNeeded()) return;
    this.results.push({ row, direction, score: final });
    this.results.sort(
      (a, b) =>
        b.score - a.score ||
        b.row.modified_at.localeCompare(a.row.modified_at) ||
        a.row.id - b.row.id,
    );
    this.results.length = Math.min(this.results.length, this.limit);
  }
}
