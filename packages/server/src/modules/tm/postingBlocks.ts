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

// Lengths are below MAX_LENGTH (32,000): a term and a length make one exact double.
const LENGTHS = 32_768;
const TERM_OFFSET = 2 ** 31;

const blockKey = (term: number, length: number) => (term + TERM_OFFSET) * LENGTHS + length;

/** The position of `key` in the ascending distinct keys. */
function positionOf(keys: Float64Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((keys[middle] as number) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ascending distinct values of sorted keys. */
function distinct(sorted: Float64Array): Float64Array {
  let count = 0;
  for (let index = 0; index < sorted.length; index++) {
    if (count === 0 || sorted[count - 1] !== sorted[index]) sorted[count++] = sorted[index] ?? 0;
  }
  return sorted.subarray(0, count);
}

/**
 * Groups the postings of units of one memory into blocks, by a counting sort over their keys'
 * native sort: a write of 2,000 units holds about 80,000 postings, each of them a row before.
 */
export function postingBlocks(units: readonly KeyedUnit[]): PostingBlocks {
  const ascending = [...units].sort((a, b) => a.id - b.id);
  let size = 0;
  for (const unit of ascending) size += unit.keys.length / 3;
  const keys = new Float64Array(size);
  let at = 0;
  for (const { keys: triples } of ascending) {
    for (let index = 0; index < triples.length; index += 3) {
      keys[at++] = blockKey(triples[index] ?? 0, triples[index + 1] ?? 0);
    }
  }
  const blocks = distinct(keys.slice().sort());
  const counts = new Int32Array(blocks.length);
  const blockOf = new Int32Array(size);
  for (let index = 0; index < size; index++) {
    const block = positionOf(blocks, keys[index] ?? 0);
    blockOf[index] = block;
    counts[block]! += 1;
  }
  const offsets = new Int32Array(blocks.length);
  for (let block = 1; block < blocks.length; block++) {
    offsets[block] = (offsets[block - 1] ?? 0) + (counts[block - 1] ?? 0);
  }
  const filled = offsets.slice();
  const ids = new Int32Array(size);
  at = 0;
  for (const { id, keys: triples } of ascending) {
    for (let index = 0; index < triples.length; index += 3) ids[filled[blockOf[at++]!]!++] = id;
  }
  const terms = new Int32Array(blocks.length);
  const lengths = new Int32Array(blocks.length);
  blocks.forEach((key, block) => {
    terms[block] = Math.floor(key / LENGTHS) - TERM_OFFSET;
    lengths[block] = key % LENGTHS;
  });
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
