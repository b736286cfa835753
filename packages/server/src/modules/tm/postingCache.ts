import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  readTermPostings,
  type PostingRequest,
  type Postings,
  type TermPostings,
  type TermRange,
} from './matchQueries.js';

// Postings a matcher keeps (ids and lengths, 8 bytes each): the common terms an analysis reads
// for query after query are read from the database once.
const CACHED_POSTINGS = 16_000_000;

/** The first position in the ascending lengths whose length is at least `length`. */
function firstAtLeast(lengths: Int32Array, length: number): number {
  let low = 0;
  let high = lengths.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lengths[middle] as number) < length) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A term's postings of the units whose length lies in [low, high], shortest first. */
interface KeptTerm extends TermPostings {
  low: number;
  high: number;
}

/** A term as one round of reads assembles it: what was kept, and what was read around it. */
interface RoundTerm {
  below?: TermPostings;
  kept?: KeptTerm;
  above?: TermPostings;
}

function joined(parts: readonly TermPostings[]): TermPostings {
  const size = parts.reduce((sum, part) => sum + part.unitIds.length, 0);
  const unitIds = new Int32Array(size);
  const lengths = new Int32Array(size);
  let at = 0;
  for (const part of parts) {
    unitIds.set(part.unitIds, at);
    lengths.set(part.lengths, at);
    at += part.unitIds.length;
  }
  return { unitIds, lengths };
}

/**
 * The postings of the terms a matcher has read, per memory set, least recently used dropped
 * first past CACHED_POSTINGS. A term is kept for one range of lengths, grown by the lengths a
 * request wants beyond it: a single lookup reads only its length window of a common term, and the
 * queries of a batch and of later batches that want the same term share what was read.
 */
export class PostingCache {
  private readonly terms = new Map<string, KeptTerm>();
  private size = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly capacity = CACHED_POSTINGS,
  ) {}

  private static keyOf(tmIds: readonly number[], termHash: number): string {
    return `${tmIds.join(',')}:${termHash}`;
  }

  /** The postings of each request, reading the lengths not kept yet in one statement per memory set. */
  async read(requests: readonly PostingRequest[]): Promise<Postings[]> {
    // Per term: the lengths this round wants, as one hull.
    const wanted = new Map<
      string,
      { tmIds: readonly number[]; termHash: number; low: number; high: number }
    >();
    for (const { tmIds, termHash, minLength, maxLength } of requests) {
      const key = PostingCache.keyOf(tmIds, termHash);
      const known = wanted.get(key);
      if (known) {
        known.low = Math.min(known.low, minLength);
        known.high = Math.max(known.high, maxLength);
      } else wanted.set(key, { tmIds, termHash, low: minLength, high: maxLength });
    }
    // What each term lacks: the lengths below and above its kept range, so that it stays one range.
    const reads = new Map<string, { tmIds: readonly number[]; ranges: TermRange[] }>();
    const round = new Map<string, RoundTerm>();
    for (const [key, { tmIds, termHash, low, high }] of wanted) {
      const kept = this.terms.get(key);
      const ranges: TermRange[] = !kept
        ? [{ termHash, minLength: low, maxLength: high }]
        : [
            { termHash, minLength: low, maxLength: kept.low - 1 },
            { termHash, minLength: kept.high + 1, maxLength: high },
          ].filter((range) => range.minLength <= range.maxLength);
      round.set(key, { kept });
      if (ranges.length === 0) continue;
      const set = tmIds.join(',');
      let group = reads.get(set);
      if (!group) reads.set(set, (group = { tmIds, ranges: [] }));
      group.ranges.push(...ranges);
    }
    for (const { tmIds, ranges } of reads.values()) {
      const found = await readTermPostings(this.db, this.dialect, tmIds, ranges);
      ranges.forEach((range, index) => {
        const key = PostingCache.keyOf(tmIds, range.termHash);
        const parts = round.get(key) as RoundTerm;
        if (parts.kept && range.maxLength < parts.kept.low) parts.below = found[index];
        else parts.above = found[index];
      });
    }
    const terms = new Map<string, KeptTerm>();
    for (const [key, { below, kept, above }] of round) {
      const { low, high } = wanted.get(key) as { low: number; high: number };
      const parts = [below, kept, above].filter((part) => part !== undefined);
      terms.set(key, {
        ...(parts.length === 1 ? (parts[0] as TermPostings) : joined(parts)),
        low: Math.min(low, kept?.low ?? Infinity),
        high: Math.max(high, kept?.high ?? -Infinity),
      });
    }
    const answers = requests.map((request) => {
      const postings = terms.get(PostingCache.keyOf(request.tmIds, request.termHash)) as KeptTerm;
      const from = firstAtLeast(postings.lengths, request.minLength);
      const to = firstAtLeast(postings.lengths, request.maxLength + 1);
      return {
        unitIds: postings.unitIds.subarray(from, to),
        lengths: postings.lengths.subarray(from, to),
      };
    });
    for (const [key, postings] of terms) this.keep(key, postings);
    return answers;
  }

  /** Keeps a term as the most recently used, dropping the least recently used past capacity. */
  private keep(key: string, postings: KeptTerm): void {
    const old = this.terms.get(key);
    if (old) {
      this.terms.delete(key);
      this.size -= old.unitIds.length;
    }
    if (postings.unitIds.length > this.capacity) return;
    this.terms.set(key, postings);
    this.size += postings.unitIds.length;
    for (const [oldest, dropped] of this.terms) {
      if (this.size <= this.capacity) break;
      this.terms.delete(oldest);
      this.size -= dropped.unitIds.length;
    }
  }
}
