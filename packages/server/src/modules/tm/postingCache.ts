import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  readTermPostings,
  type PostingRequest,
  type Postings,
  type TermPostings,
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

/**
 * The postings of the terms a matcher has read, per memory set, least recently used dropped
 * first past CACHED_POSTINGS. A term is read whole (every length) once and each request gets
 * the slice of its length window, so the queries of a batch and of later batches that want the
 * same term share one read.
 */
export class PostingCache {
  private readonly terms = new Map<string, TermPostings>();
  private size = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly capacity = CACHED_POSTINGS,
  ) {}

  private static keyOf(tmIds: readonly number[], termHash: number): string {
    return `${tmIds.join(',')}:${termHash}`;
  }

  /** The postings of each request, reading the terms not kept yet in one statement per memory set. */
  async read(requests: readonly PostingRequest[]): Promise<Postings[]> {
    const missing = new Map<string, { tmIds: readonly number[]; terms: Set<number> }>();
    for (const { tmIds, termHash } of requests) {
      if (this.terms.has(PostingCache.keyOf(tmIds, termHash))) continue;
      const set = tmIds.join(',');
      let wanted = missing.get(set);
      if (!wanted) missing.set(set, (wanted = { tmIds, terms: new Set() }));
      wanted.terms.add(termHash);
    }
    const fresh = new Map<string, TermPostings>();
    for (const { tmIds, terms } of missing.values()) {
      const read = await readTermPostings(this.db, tmIds, [...terms]);
      for (const termHash of terms) {
        const postings = read.get(termHash) ?? {
          unitIds: new Int32Array(0),
          lengths: new Int32Array(0),
        };
        fresh.set(PostingCache.keyOf(tmIds, termHash), postings);
      }
    }
    const answers = requests.map((request) => {
      const key = PostingCache.keyOf(request.tmIds, request.termHash);
      const postings = fresh.get(key) ?? this.touch(key);
      const from = firstAtLeast(postings.lengths, request.minLength);
      const to = firstAtLeast(postings.lengths, request.maxLength + 1);
      return {
        unitIds: postings.unitIds.subarray(from, to),
        lengths: postings.lengths.subarray(from, to),
      };
    });
    for (const [key, postings] of fresh) this.keep(key, postings);
    return answers;
  }

  /** A kept term, now the most recently used. */
  private touch(key: string): TermPostings {
    const postings = this.terms.get(key) as TermPostings;
    this.terms.delete(key);
    this.terms.set(key, postings);
    return postings;
  }

  private keep(key: string, postings: TermPostings): void {
    if (postings.unitIds.length > this.capacity) return;
    this.terms.set(key, postings);
    this.size += postings.unitIds.length;
    for (const [oldest, old] of this.terms) {
      if (this.size <= this.capacity) break;
      this.terms.delete(oldest);
      this.size -= old.unitIds.length;
    }
  }
}
