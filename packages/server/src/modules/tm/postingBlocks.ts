/** A written unit with its posting triples (postingKeys), ready for the index. */
export interface KeyedUnit {
  id: number;
  tmId: number;
  keys: ArrayLike<number>;
}

/**
 * Postings grouped as the index stores them: one block per term and length of the units written
 * together, holding their ids ascending. Block i's ids are ids[offsets[i]] to
 * ids[offsets[i] + counts[i] - 1]; blocks are in key order (term, then length).
 */
export interface PostingBlocks {
  terms: Int32Array;
  lengths: Int32Array;
  offsets: Int32Array;
  counts: Int32Array;
  ids: Int32Array<ArrayBuffer>;
}

// A posting's term is sorted as an unsigned 32-bit number with its sign bit flipped, which orders
// it as the signed term; lengths are below MAX_LENGTH (32,000), under 16 bits.
const SIGN = 0x8000_0000;
const RADIX_BITS = 16;
const RADIX = 1 << RADIX_BITS;

/** One pass of a stable counting sort: `order` by each position's 16-bit digit, into `next`. */
function countingPass(order: Uint32Array, next: Uint32Array, digits: Uint16Array): void {
  const starts = new Uint32Array(RADIX);
  for (let index = 0; index < order.length; index++) starts[digits[order[index]!]!]! += 1;
  let start = 0;
  for (let value = 0; value < RADIX; value++) {
    const count = starts[value]!;
    starts[value] = start;
    start += count;
  }
  for (let index = 0; index < order.length; index++) {
    const position = order[index]!;
    next[starts[digits[position]!]!++] = position;
  }
}

/**
 * Postings' positions in ascending key order (term, then length), each key's in the order given:
 * a stable least-significant-digit radix sort in three 16-bit passes (length, the term's low
 * half, its high half). A sort of the keys and a binary search per posting took about a second
 * of a 100k-unit import's main thread.
 */
function keyOrder(terms: Uint32Array, lengths: Uint16Array): Uint32Array<ArrayBuffer> {
  const order = new Uint32Array(terms.length);
  const next = new Uint32Array(terms.length);
  for (let index = 0; index < order.length; index++) order[index] = index;
  const low = new Uint16Array(terms.length);
  const high = new Uint16Array(terms.length);
  for (let index = 0; index < terms.length; index++) {
    low[index] = terms[index]! & (RADIX - 1);
    high[index] = terms[index]! >>> RADIX_BITS;
  }
  countingPass(order, next, lengths);
  countingPass(next, order, low);
  countingPass(order, next, high);
  return next;
}

/**
 * Groups the postings of units of one memory into blocks: a write of 12,000 units holds about
 * 500,000 postings, each of them a row before.
 */
export function postingBlocks(units: readonly KeyedUnit[]): PostingBlocks {
  const ascending = [...units].sort((a, b) => a.id - b.id);
  let size = 0;
  for (const unit of ascending) size += unit.keys.length / 3;
  const postingTerms = new Uint32Array(size);
  const postingLengths = new Uint16Array(size);
  const postingIds = new Int32Array(size);
  let at = 0;
  for (const { id, keys: triples } of ascending) {
    for (let index = 0; index < triples.length; index += 3) {
      postingTerms[at] = (triples[index]! ^ SIGN) >>> 0;
      postingLengths[at] = triples[index + 1]!;
      postingIds[at++] = id;
    }
  }
  const order = keyOrder(postingTerms, postingLengths);
  const ids = new Int32Array(size);
  const starts = new Int32Array(size);
  let blocks = 0;
  for (let index = 0; index < size; index++) {
    const position = order[index]!;
    ids[index] = postingIds[position]!;
    const previous = index > 0 ? order[index - 1]! : -1;
    const sameKey =
      previous >= 0 &&
      postingTerms[previous] === postingTerms[position] &&
      postingLengths[previous] === postingLengths[position];
    if (!sameKey) starts[blocks++] = index;
  }
  const offsets = starts.slice(0, blocks);
  const counts = new Int32Array(blocks);
  const terms = new Int32Array(blocks);
  const lengths = new Int32Array(blocks);
  for (let block = 0; block < blocks; block++) {
    const offset = offsets[block]!;
    const position = order[offset]!;
    counts[block] = (offsets[block + 1] ?? size) - offset;
    terms[block] = (postingTerms[position]! ^ SIGN) | 0;
    lengths[block] = postingLengths[position]!;
  }
  return { terms, lengths, offsets, counts, ids };
}

/** A block's ids as the database holds them: 32-bit integers, little-endian. */
export function idBytes(ids: Int32Array<ArrayBuffer>): Buffer {
  const bytes = Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength);
  return littleEndian ? bytes : Buffer.from(bytes).swap32();
}

const littleEndian = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;

/** The ids of a block's bytes, copied: a driver's buffer may be a slice of a larger one. */
export function idsOfBytes(bytes: Uint8Array): Int32Array {
  const ids = new Int32Array(bytes.byteLength / 4);
  const view = new Uint8Array(ids.buffer);
  view.set(bytes);
  if (!littleEndian) Buffer.from(ids.buffer).swap32();
  return ids;
}
