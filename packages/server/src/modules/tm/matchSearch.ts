import { shortSegmentTokens } from '@tessera/core';
import type { MatchUnitRow, PostingRequest, Postings } from './matchQueries.js';
import {
  lengthWindow,
  MAX_LENGTH,
  scoreAtLeast,
  sharedTermsNeeded,
  type PreparedText,
} from './matchScoring.js';
import { readLast, shortPlan, shortWindow, type ShortKind } from './matchShort.js';
import type { ShortQueryKeys, UnitSide } from './matchTerms.js';
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
  /** Queries of at most shortSegmentTokens tokens: their keys for short candidates. */
  short: ShortQueryKeys | null;
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
// Scoring one reads its row and prepares its text (tens of µs); a kept posting costs a few ns
// to visit: at 1M units 1,024 halved the slowest lookups against 16 (decisions, "Retrieval").
const PRUNE_FROM = 48;
const POSTINGS_PER_VERIFICATION = 1024;

interface Candidate {
  shared: number;
  length: number;
  /** The last reading that touched the candidate. */
  touched: number;
}

/**
 * The ids of the `count` candidates sharing the most keys, ties in the given order (as a stable
 * sort would take them), by counting shared keys instead of sorting.
 */
function mostShared(
  ids: readonly number[],
  candidates: readonly Candidate[],
  count: number,
): number[] {
  if (ids.length <= count) return [...ids];
  const histogram: number[] = [];
  for (const { shared } of candidates) histogram[shared] = (histogram[shared] ?? 0) + 1;
  let threshold = histogram.length - 1;
  let above = 0;
  while (threshold > 0 && above + (histogram[threshold] ?? 0) < count) {
    above += histogram[threshold] ?? 0;
    threshold--;
  }
  let ties = count - above;
  const chosen: number[] = [];
  candidates.forEach(({ shared }, at) => {
    if (shared > threshold || (shared === threshold && ties-- > 0)) chosen.push(ids[at] as number);
  });
  return chosen;
}

/**
 * Prefix filtering over one kind of key (words, or the classes and pairs of short texts), rarest first:
 * a unit that must share `needed` of n keys holds one of the rarest n − needed + 1, and one
 * seen among the first f keys with c of them can share at most c + n − f.
 */
class PrefixList {
  fetched = 0;
  closed = false;
  private batch = 1;
  private reading = 0;
  private touchedIds: number[] = [];
  private touched: Candidate[] = [];
  frequencies: number[] = [];
  readonly candidates = new Map<number, Candidate>();
  /** The length window each key read so far was read for. */
  private readonly reads: [number, number][] = [];

  constructor(
    public keys: number[],
    /** The lengths this list answers for at a raw bar, or null. */
    readonly window: (raw: number) => [number, number] | null,
    /** Keys a unit of this length must share to reach the raw bar (Infinity: the list does not answer for it). */
    readonly needed: (length: number, raw: number) => number,
    /** Whether the list is read only once the other lists of its direction have nothing to read. */
    readonly last = false,
  ) {}

  orderKeys(df: Map<number, number>): void {
    this.keys = [...this.keys].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0));
    this.frequencies = this.keys.map((key) => df.get(key) ?? 0);
  }

  /** Whether a candidate may still reach the raw bar, judged once per call for all candidates. */
  private viability(raw: number): (candidate: Candidate) => boolean {
    const window = this.window(raw);
    if (!window) return () => false;
    // Per length: the most keys a candidate may still gain, less the keys it must share.
    const slack = new Map<number, number>();
    return (candidate) => {
      if (candidate.length < window[0] || candidate.length > window[1]) return false;
      let more = slack.get(candidate.length);
      if (more === undefined) {
        more = this.unreadAt(candidate.length) - this.needed(candidate.length, raw);
        slack.set(candidate.length, more);
      }
      return candidate.shared + more >= 0;
    };
  }

  /** The keys not read yet for candidates of this length. */
  private unreadAt(length: number): number {
    let read = 0;
    for (const [low, high] of this.reads) if (length >= low && length <= high) read++;
    return this.keys.length - read;
  }

  /**
   * The lengths the key at this position is read for: those whose own prefix holds it (a
   * longer candidate must share more keys, so the commoner keys serve fewer lengths).
   */
  private keyWindow(position: number, window: [number, number], raw: number): [number, number] {
    let low = Infinity;
    let high = -Infinity;
    for (let length = window[0]; length <= window[1]; length++) {
      if (this.needed(length, raw) > this.keys.length - position) continue;
      low = Math.min(low, length);
      high = length;
    }
    return low <= high ? [low, high] : window;
  }

  /** The next key to read, or null when reading more cannot change the outcome. */
  next(raw: number, verified: Set<number>): PostingRequest[] {
    const window = this.window(raw);
    if (!window || this.fetched >= this.keys.length) return [];
    let count = 1;
    if (!this.closed) {
      let fewest = Infinity;
      for (let length = window[0]; length <= window[1] && fewest > 0; length++) {
        fewest = Math.min(fewest, this.needed(length, raw));
      }
      if (fewest === Infinity) return [];
      // A unit none of the keys read so far holds cannot share enough of the rest.
      const prefix = this.keys.length - fewest + 1;
      if (this.fetched >= prefix) this.closed = true;
      // Rounds read 1, 2, 4… keys of the prefix: fewer round trips, yet a bar raised early
      // still spares the later, commoner keys.
      count = Math.min(this.batch, prefix - this.fetched);
      this.batch *= 2;
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
    const closed = this.closed;
    return this.keys.slice(this.fetched, this.fetched + count).map((termHash, at) => {
      const [minLength, maxLength] = closed
        ? window
        : this.keyWindow(this.fetched + at, window, raw);
      return { termHash, tmIds: [], minLength, maxLength };
    });
  }

  /** Takes the postings of the next key, read for the lengths of `read`. */
  accept({ unitIds, lengths }: Postings, read: PostingRequest): void {
    this.fetched++;
    this.reads.push([read.minLength, read.maxLength]);
    const reading = this.reading;
    for (let index = 0; index < unitIds.length; index++) {
      const unitId = unitIds[index] as number;
      let candidate = this.candidates.get(unitId);
      if (candidate) {
        candidate.shared++;
        if (candidate.touched === reading) continue;
        candidate.touched = reading;
      } else if (!this.closed) {
        candidate = { shared: 1, length: lengths[index] as number, touched: reading };
        this.candidates.set(unitId, candidate);
      } else continue;
      this.touchedIds.push(unitId);
      this.touched.push(candidate);
    }
  }

  /**
   * Unscored viable candidates, the most shared keys first: all (up to wanted), or only the
   * best few among those the last postings touched (eager).
   */
  toVerify(raw: number, verified: Set<number>, wanted: number, eager: boolean): number[] {
    const touchedIds = this.touchedIds;
    const touched = this.touched;
    if (eager) {
      this.touchedIds = [];
      this.touched = [];
      this.reading++;
    }
    if (wanted <= 0) return [];
    const isViable = this.viability(raw);
    const viableIds: number[] = [];
    const viable: Candidate[] = [];
    const consider = (unitId: number, candidate: Candidate) => {
      if (!verified.has(unitId) && isViable(candidate)) {
        viableIds.push(unitId);
        viable.push(candidate);
      }
    };
    if (eager) touched.forEach((candidate, at) => consider(touchedIds[at] as number, candidate));
    else for (const [unitId, candidate] of this.candidates) consider(unitId, candidate);
    return mostShared(viableIds, viable, wanted);
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
  ) {
    const length = query.length;
    const short = keys.short;
    // Candidates of at most shortSegmentTokens tokens are compared by characters when the
    // query is that short too: the lists of classes and words answer for them, terms for the rest.
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
      const plan = shortPlan(short.tokens);
      const list = (kind: ShortKind) =>
        new PrefixList(
          short[kind],
          (raw) => shortWindow(length, plan, kind, raw),
          (candidateLength, raw) => plan(candidateLength, raw)[kind],
          readLast.has(kind),
        );
      this.lists.push(list('words'), list('wordPairs'), list('classes'), list('classPairs'));
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
    this.searches = directions.map(
      ({ direction, keys }) => new DirectionSearch(direction, keys, query),
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
        search.exactIds = Array.from(postings.unitIds);
      },
    }));
  }

  /**
   * The postings this query wants next: the next rarest key of each list; the lists read last
   * once the others have neither keys to read nor candidates to score.
   */
  nextRequests(): Want[] {
    const wants: Want[] = [];
    for (const search of this.searches) {
      const raw = this.fuzzyNeeded(search);
      if (raw === null) continue;
      const first = search.lists.filter((list) => !list.last);
      let lists = first;
      const ask = () =>
        lists.flatMap((list) =>
          list.next(raw, search.verified).map((request) => ({
            request: { ...request, tmIds: search.direction.tmIds },
            accept: (postings: Postings) => list.accept(postings, request),
          })),
        );
      let asked = ask();
      const last = search.lists.filter((list) => list.last);
      // Scanning the candidates for one to score pays only when there are lists to read last.
      const pending = () =>
        first.some((list) => list.toVerify(raw, search.verified, 1, false).length > 0);
      if (asked.length === 0 && last.length > 0 && !pending()) {
        lists = last;
        asked = ask();
      }
      wants.push(...asked);
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
