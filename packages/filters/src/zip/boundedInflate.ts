import { constants as zlibConstants, inflateRawSync } from 'node:zlib';
import { Inflate } from 'fflate';
import { FilterError } from '../types.js';

// Small pushes keep each burst of inflated output small (deflate expands at most ~1032 times).
const pushSize = 4 * 1024;

/**
 * The one inflater of every zip Tessera reads (job uploads, TMX/TBX archives, office formats):
 * yields the output of raw DEFLATE data chunk by chunk and stops as soon as it goes past
 * expectedSize, so that a lying header never makes us hold a bomb's output.
 */
export function* inflateChunks(
  compressed: Iterable<Uint8Array>,
  expectedSize: number,
  name: string,
): Generator<Uint8Array> {
  let produced = 0;
  let pending: Uint8Array[] = [];
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    pending.push(chunk);
  });
  // fflate copies what it keeps of a push, so a piece's buffer may be reused after it (ZipBytes).
  const push = (data: Uint8Array, final: boolean) => {
    try {
      inflater.push(data, final);
    } catch (error) {
      throw new FilterError(`Zip entry "${name}" is corrupt: ${(error as Error).message}.`);
    }
    if (produced > expectedSize) {
      throw new FilterError(`Zip entry "${name}" unpacks to more than its declared size.`);
    }
    const out = pending;
    pending = [];
    return out;
  };
  // The last push carries data and says it is the last (fflate checks a stream's end only then),
  // so each push waits for the next; one held past its piece is copied, as the piece may be reused.
  let held: Uint8Array | undefined;
  for (const piece of compressed) {
    for (let offset = 0; offset < piece.length; offset += pushSize) {
      if (held) yield* push(held, false);
      held = piece.subarray(offset, offset + pushSize);
    }
    held = held?.slice();
  }
  yield* push(held ?? new Uint8Array(0), true);
  if (produced !== expectedSize) {
    throw new FilterError(
      `Zip entry "${name}" unpacks to ${produced} bytes, not the declared ${expectedSize}.`,
    );
  }
}

/**
 * zlib's output chunk for an entry of this size: the whole entry and the byte that shows it ends,
 * up to 1 MB. A part smaller than zlib's default 16 KB kept the whole chunk as its buffer (#14:
 * a deck's 9,006 parts of 4 KB held 144 MB); the cap bounds what a lying header can reserve.
 */
function wholeChunkSize(expectedSize: number): number {
  return Math.min(Math.max(expectedSize + 1, zlibConstants.Z_MIN_CHUNK), 1024 * 1024);
}

/**
 * Inflates a whole entry with zlib, which stops once the output passes expectedSize: several times
 * as fast as fflate's pushes (a 3.8 MB part: 1–8 against 6–54 ms), for the office parts read whole.
 */
export function inflateWhole(
  compressed: Uint8Array,
  expectedSize: number,
  name: string,
): Uint8Array {
  let output: Uint8Array;
  try {
    output = inflateRawSync(compressed, {
      maxOutputLength: Math.max(expectedSize, 1),
      chunkSize: wholeChunkSize(expectedSize),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new FilterError(`Zip entry "${name}" unpacks to more than its declared size.`);
    }
    throw new FilterError(`Zip entry "${name}" is corrupt: ${(error as Error).message}.`);
  }
  if (output.length > expectedSize) {
    throw new FilterError(`Zip entry "${name}" unpacks to more than its declared size.`);
  }
  if (output.length !== expectedSize) {
    throw new FilterError(
      `Zip entry "${name}" unpacks to ${output.length} bytes, not the declared ${expectedSize}.`,
    );
  }
  return output;
}
