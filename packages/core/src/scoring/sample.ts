/** A segment a sample may take: its id and its words. */
export interface SampleCandidate {
  id: number;
  words: number;
}

/** How much of a delivered job Sampled Post-Delivery QA scores (docs/decisions/scoring.md). */
export const POST_DELIVERY_SAMPLE = { share: 0.1, minWords: 250 } as const;

// FNV-1a: the seed's text as 32 bits.
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

// mulberry32: a small, well-mixed generator, so the same seed always draws the same sample.
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The segments a post-delivery QA scores: drawn in a shuffle seeded by `seed` until their words
 * reach the share of the job's words (at least `minWords`, at most the whole job), answered in
 * file order. The same segments and seed always give the same sample.
 */
export function drawSample(
  segments: readonly SampleCandidate[],
  seed: string,
  rule: { share: number; minWords: number } = POST_DELIVERY_SAMPLE,
): SampleCandidate[] {
  const total = segments.reduce((sum, segment) => sum + segment.words, 0);
  const wanted = Math.min(total, Math.max(Math.ceil(total * rule.share), rule.minWords));
  const order = [...segments.keys()];
  const random = generator(hash(seed));
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
  }
  const taken = new Set<number>();
  let words = 0;
  for (const index of order) {
    if (words >= wanted && taken.size > 0) break;
    taken.add(index);
    words += segments[index]?.words ?? 0;
  }
  return segments.filter((_segment, index) => taken.has(index));
}
