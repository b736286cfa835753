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
  compressed: Uint8Array,
  expectedSize: number,
  name: string,
): Generator<Uint8Array> {
  let produced = 0;
  let pending: Uint8Array[] = [];
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    pending.push(chunk);
  });
  for (let offset = 0; ; offset += pushSize) {
    const end = Math.min(offset + pushSize, compressed.length);
    try {
      inflater.push(compressed.subarray(offset, end), end >= compressed.length);
    } catch (error) {
      throw new FilterError(`Zip entry "${name}" is corrupt: ${(error as Error).message}.`);
    }
    if (produced > expectedSize) {
      throw new FilterError(`Zip entry "${name}" unpacks to more than its declared size.`);
    }
    yield* pending;
    pending = [];
    if (end >= compressed.length) break;
  }
  if (produced !== expectedSize) {
    throw new FilterError(
      `Zip entry "${name}" unpacks to ${produced} bytes, not the declared ${expectedSize}.`,
    );
  }
}

/** Inflates a whole entry into one array of its declared size (for the small parts of office files). */
export function inflateBounded(
  compressed: Uint8Array,
  expectedSize: number,
  name: string,
): Uint8Array {
  const output = new Uint8Array(expectedSize);
  let at = 0;
  for (const chunk of inflateChunks(compressed, expectedSize, name)) {
    output.set(chunk, at);
    at += chunk.length;
  }
  return output;
}
