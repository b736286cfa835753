import { keyPrefix, keyText } from './interning.js';

// Edit distances of the scorer. One row buffer serves every call: scoring millions of pairs allocates nothing.
let row = new Int32Array(64);

function rowOf(length: number): Int32Array {
  if (row.length < length) row = new Int32Array(Math.max(length, row.length * 2));
  return row;
}

// Bit-parallel Levenshtein (Myers 1999, blocks as in Hyyrö 2003 and edlib): the query's match
// vectors are loaded once and every candidate costs one pass over its tokens, 32 query tokens a step.
const wordBits = 32;
let loadedQuery: Int32Array | null = null;
let loadedTokens: number[] = [];
/** Token id → 1 + the index of its match vectors, for the loaded query's tokens; 0 for others. */
let slotOf = new Int32Array(1024);
let matchVectors = new Int32Array(64);
let blockCount = 0;
let positive = new Int32Array(4);
let negative = new Int32Array(4);

function loadQuery(query: Int32Array): void {
  if (loadedQuery === query) return;
  for (const token of loadedTokens) slotOf[token] = 0;
  loadedTokens = [];
  blockCount = Math.ceil(query.length / wordBits);
  let largest = 0;
  for (const token of query) if (token > largest) largest = token;
  if (slotOf.length <= largest) {
    const grown = new Int32Array(Math.max(largest + 1, slotOf.length * 2));
    slotOf = grown;
  }
  const distinct = new Set(query).size;
  if (matchVectors.length < distinct * blockCount)
    matchVectors = new Int32Array(distinct * blockCount * 2);
  matchVectors.fill(0, 0, distinct * blockCount);
  for (let i = 0; i < query.length; i++) {
    const token = query[i] as number;
    let slot = slotOf[token] as number;
    if (slot === 0) {
      loadedTokens.push(token);
      slot = loadedTokens.length;
      slotOf[token] = slot;
    }
    const at = (slot - 1) * blockCount + (i >>> 5);
    matchVectors[at] = (matchVectors[at] as number) | (1 << (i & 31));
  }
  if (positive.length < blockCount) {
    positive = new Int32Array(blockCount * 2);
    negative = new Int32Array(blockCount * 2);
  }
  loadedQuery = query;
}

/** Levenshtein distance of two token id sequences, or limit + 1 as soon as it must exceed limit. */
export function tokenDistance(query: Int32Array, candidate: Int32Array, limit: number): number {
  const m = query.length;
  const n = candidate.length;
  if (m === 0 || n === 0) return Math.min(m + n, limit + 1);
  if (Math.abs(m - n) > limit) return limit + 1;
  loadQuery(query);
  return m <= wordBits
    ? oneBlockDistance(m, candidate, limit)
    : blocksDistance(m, candidate, limit);
}

/** The query fits one 32-bit word: the vectors stay in registers. */
function oneBlockDistance(m: number, candidate: Int32Array, limit: number): number {
  const slots = slotOf;
  const vectors = matchVectors;
  const slotCount = slots.length;
  const n = candidate.length;
  const lastBit = 1 << (m - 1);
  let pv = -1;
  let mv = 0;
  let distance = m;
  for (let j = 0; j < n; j++) {
    const token = candidate[j] as number;
    const slot = token < slotCount ? (slots[token] as number) : 0;
    const equal = slot === 0 ? 0 : (vectors[slot - 1] as number);
    const xv = equal | mv;
    const xh = ((((equal & pv) + pv) | 0) ^ pv) | equal;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    if ((ph & lastBit) !== 0) distance++;
    else if ((mh & lastBit) !== 0) distance--;
    // Along the top row the distance grows by one per candidate token.
    ph = (ph << 1) | 1;
    mh <<= 1;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
    // Each remaining candidate token lowers the distance by one at most.
    if (distance - (n - j - 1) > limit) return limit + 1;
  }
  return Math.min(distance, limit + 1);
}

function blocksDistance(m: number, candidate: Int32Array, limit: number): number {
  const slots = slotOf;
  const vectors = matchVectors;
  const slotCount = slots.length;
  const blocks = blockCount;
  const pvs = positive;
  const mvs = negative;
  const n = candidate.length;
  const lastBit = 1 << ((m - 1) & 31);
  pvs.fill(-1, 0, blocks);
  mvs.fill(0, 0, blocks);
  let distance = m;
  for (let j = 0; j < n; j++) {
    const token = candidate[j] as number;
    const slot = token < slotCount ? (slots[token] as number) : 0;
    const base = (slot - 1) * blocks;
    let carry = 1;
    for (let b = 0; b < blocks; b++) {
      let equal = slot === 0 ? 0 : (vectors[base + b] as number);
      const pv = pvs[b] as number;
      const mv = mvs[b] as number;
      const xv = equal | mv;
      if (carry < 0) equal |= 1;
      const xh = ((((equal & pv) + pv) | 0) ^ pv) | equal;
      let ph = mv | ~(xh | pv);
      let mh = pv & xh;
      const high = b === blocks - 1 ? lastBit : 0x80000000 | 0;
      const out = (ph & high) !== 0 ? 1 : (mh & high) !== 0 ? -1 : 0;
      ph <<= 1;
      mh <<= 1;
      if (carry < 0) mh |= 1;
      else if (carry > 0) ph |= 1;
      pvs[b] = mh | ~(xv | ph);
      mvs[b] = ph & xv;
      carry = out;
    }
    distance += carry;
    if (distance - (n - j - 1) > limit) return limit + 1;
  }
  return Math.min(distance, limit + 1);
}

/** Levenshtein distance of two short sequences of numbers (punctuation, tags). */
export function smallDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const m = a.length;
  const n = b.length;
  if (m === 0 || n === 0) return m + n;
  const previous = rowOf(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const item = a[i - 1];
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= n; j++) {
      const above = previous[j] as number;
      const cell = Math.min(
        diagonal + (item === b[j - 1] ? 0 : 1),
        above + 1,
        (previous[j - 1] as number) + 1,
      );
      previous[j] = cell;
      diagonal = above;
    }
  }
  return previous[n] as number;
}

/** Character Levenshtein distance over the longer word's length: how far apart two words are, 0..1. */
function wordDistance(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  if (m === 0 || n === 0) return 1;
  // UTF-16 units: deterministic, and words outside the Basic Multilingual Plane are rare.
  const previous = rowOf(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const unit = a.charCodeAt(i - 1);
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= n; j++) {
      const above = previous[j] as number;
      const cell = Math.min(
        diagonal + (unit === b.charCodeAt(j - 1) ? 0 : 1),
        above + 1,
        (previous[j - 1] as number) + 1,
      );
      previous[j] = cell;
      diagonal = above;
    }
  }
  return (previous[n] as number) / Math.max(m, n);
}

const weightedRow = new Float64Array(8);

/**
 * Edit distance of two short token sequences where replacing a word by one with the same prefix
 * costs how far apart the two words are (file → files 0.2) instead of 1; numbers (id 0) match
 * each other. Words with different prefixes cost 1, so that retrieval can rely on shared prefixes.
 */
export function weightedDistance(a: Int32Array, b: Int32Array): number {
  const m = a.length;
  const n = b.length;
  // Short segments only: both sides hold at most shortSegmentTokens tokens.
  const previous = n < weightedRow.length ? weightedRow : new Float64Array(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    const word = a[i - 1] as number;
    const prefix = keyPrefix(word);
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= n; j++) {
      const above = previous[j] as number;
      const other = b[j - 1] as number;
      const replace =
        word === other
          ? 0
          : prefix === -1 || prefix !== keyPrefix(other)
            ? 1
            : wordDistance(keyText(word), keyText(other));
      const cell = Math.min(diagonal + replace, above + 1, (previous[j - 1] as number) + 1);
      previous[j] = cell;
      diagonal = above;
    }
  }
  return previous[n] as number;
}
