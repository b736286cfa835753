import type { MatchUnitRow, PostingRequest, PostingRow } from './matchQueries.js';
import { MAX_LENGTH, type UnitSide } from './matchTerms.js';
import { shortSegmentTokens } from '@tessera/core';
import {
  lengthWindow,
  scoreAtLeast,
  sharedTermsNeeded,
  type PreparedText,
} from './matchScoring.js';
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
  accept(rows: readonly PostingRow[]): void;
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

// Candidates scored after each round of postings, best shared counts first: a near duplicate
// found early raises the bar and shortens the rest of the lookup.
const EAGER = 4;
// After the prefix is read, more postings are read only to tell candidates apart while there
// are this many to verify, and while a term's postings are cheaper than verifying them.
const PRUNE_FROM = 48;
const POSTINGS_PER_VERIFICATION = 16;

interface Candidate {
  shared: number;
  length: number;
}

class DirectionSearch {
  fetched = 0;
  closed = false;
  gramsRead = false;
  readonly candidates = new Map<number, Candidate>();
  readonly verified = new Set<number>();
  exactIds: number[] = [];
  frequencies: number[] = [];

  constructor(
    readonly direction: Direction,
    readonly keys: DirectionKeys,
  ) {}

  /** Rarest terms first: only they are read, and their postings are short. */
  orderTerms(df: Map<number, number>): void {
    const terms = [...this.keys.terms].sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0));
    this.keys.terms = terms;
    this.frequencies = terms.map((term) => df.get(term) ?? 0);
  }
}

function contextMatches(row: MatchUnitRow, context: MatchContext, type: ContextType): boolean {
  const byKey = type === 'SEGMENT_KEY' || (type === 'AUTO' && row.context_key !== '');
  if (type === 'NO_CONTEXT') return false;
  if (byKey) return row.context_key !== '' && row.context_key === context.key;
  if (row.context_prev === '' && row.context_next === '') return false;
  return row.context_prev === context.prev && row.context_next === context.next;
}

/**
 * One query's lookup: exact candidates by the whole text, then prefix filtering over the
 * rarest terms with a bar that rises as results are found; every candidate that could still
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
    this.searches = directions.map(({ direction, keys }) => new DirectionSearch(direction, keys));
  }

  get directionSearches(): readonly DirectionSearch[] {
    return this.searches;
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

  exactRequests(): Want[] {
    return this.searches.map((search) => ({
      request: {
        termHash: search.keys.whole,
        tmIds: search.direction.tmIds,
        minLength: 0,
        maxLength: MAX_LENGTH,
      },
      accept: (rows) => {
        search.exactIds = rows.map((row) => row.unitId);
      },
    }));
  }

  private viable(search: DirectionSearch, candidate: Candidate, raw: number): boolean {
    const window = lengthWindow(this.query.length, raw);
    if (!window || candidate.length < window[0] || candidate.length > window[1]) return false;
    const unread = search.keys.terms.length - search.fetched;
    const needed = sharedTermsNeeded(
      search.keys.terms.length,
      this.query.length,
      candidate.length,
      raw,
    );
    return candidate.shared + unread >= needed;
  }

  private viableCount(search: DirectionSearch, raw: number): number {
    let count = 0;
    for (const [unitId, candidate] of search.candidates) {
      if (!search.verified.has(unitId) && this.viable(search, candidate, raw)) count++;
    }
    return count;
  }

  /** The postings this query wants next: its short-text grams, then its next rarest term. */
  nextRequests(): Want[] {
    const wants: Want[] = [];
    for (const search of this.searches) {
      const raw = this.rawNeeded(search);
      const window = raw === null ? null : lengthWindow(this.query.length, raw);
      if (raw === null || !window) continue;
      if (!search.gramsRead) {
        search.gramsRead = true;
        wants.push(...this.gramRequests(search, window));
      }
      const want = this.termRequest(search, raw, window);
      if (want) wants.push(want);
    }
    return wants;
  }

  // Short texts are compared by characters: candidates that share no word share a bigram.
  private gramRequests(search: DirectionSearch, window: [number, number]): Want[] {
    const longest = Math.min(window[1], shortSegmentTokens);
    if (this.query.length > shortSegmentTokens || window[0] > longest) return [];
    return search.keys.grams.map((termHash) => ({
      request: {
        termHash,
        tmIds: search.direction.tmIds,
        minLength: window[0],
        maxLength: longest,
      },
      accept: (rows) => {
        for (const row of rows) {
          if (!search.candidates.has(row.unitId)) {
            search.candidates.set(row.unitId, { shared: 0, length: row.unitLength });
          }
        }
      },
    }));
  }

  private termRequest(search: DirectionSearch, raw: number, window: [number, number]): Want | null {
    const terms = search.keys.terms;
    if (search.fetched >= terms.length) return null;
    if (!search.closed) {
      let fewest = Infinity;
      for (let length = window[0]; length <= window[1] && fewest > 0; length++) {
        fewest = Math.min(fewest, sharedTermsNeeded(terms.length, this.query.length, length, raw));
      }
      // A unit none of the terms read so far holds cannot share enough of the rest.
      if (terms.length - search.fetched < fewest) search.closed = true;
    }
    if (search.closed) {
      const toVerify = this.viableCount(search, raw);
      const cost = search.frequencies[search.fetched] ?? 0;
      if (toVerify < PRUNE_FROM || cost > toVerify * POSTINGS_PER_VERIFICATION) return null;
    }
    return {
      request: {
        termHash: terms[search.fetched] as number,
        tmIds: search.direction.tmIds,
        minLength: window[0],
        maxLength: window[1],
      },
      accept: (rows) => this.acceptPostings(search, rows),
    };
  }

  private acceptPostings(search: DirectionSearch, rows: readonly PostingRow[]): void {
    search.fetched++;
    for (const row of rows) {
      const candidate = search.candidates.get(row.unitId);
      if (candidate) candidate.shared++;
      else if (!search.closed) {
        search.candidates.set(row.unitId, { shared: 1, length: row.unitLength });
      }
    }
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
      const raw = this.rawNeeded(search);
      if (raw === null) continue;
      const viable: [number, Candidate][] = [];
      for (const entry of search.candidates) {
        if (!search.verified.has(entry[0]) && this.viable(search, entry[1], raw)) {
          viable.push(entry);
        }
      }
      viable.sort(
        (a, b) =>
          b[1].shared - a[1].shared ||
          Math.abs(a[1].length - this.query.length) - Math.abs(b[1].length - this.query.length),
      );
      const count = all ? atMost : EAGER;
      if (viable.length > 0) {
        wanted.push({ search, unitIds: viable.slice(0, count).map(([unitId]) => unitId) });
      }
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
