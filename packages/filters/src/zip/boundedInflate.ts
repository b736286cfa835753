import { Inflate } from 'fflate';
import { FilterError } from '../types.js';

// Small pushes keep each burst of inflated output small (deflate expands at most ~1032 times).
const pushSize = 4 * 1024;

class OutputTooLarge extends Error {}

/**
 * Inflates raw DEFLATE data that must unpack to exactly expectedSize bytes, stopping as soon as the
 * output goes past it, so that a lying header never makes us allocate a bomb's full output.
 */
export function inflateBounded(
  compressed: Uint8Array,
  expectedSize: number,
  name: string,
): Uint8Array {
  const output = new Uint8Array(expectedSize);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    if (produced + chunk.length > expectedSize) throw new OutputTooLarge();
    output.set(chunk, produced);
    produced += chunk.length;
  });
  try {
    for (let offset = 0; offset < compressed.length || offset === 0; offset += pushSize) {
      const end = Math.min(offset + pushSize, compressed.length);
      inflater.push(compressed.subarray(offset, end), end >= compressed.length);
      if (end >= compressed.length) break;
    }
  } catch (error) {
    if (error instanceof OutputTooLarge) {
      throw new FilterError(`Zip entry "${name}" unpacks to more than its declared size.`);
    }
    throw new FilterError(`Zip entry "${name}" is corrupt: ${(error as Error).message}.`);
  }
  if (produced !== expectedSize) {
    throw new FilterError(
      `Zip entry "${name}" unpacks to ${produced} bytes, not the declared ${expectedSize}.`,
    );
  }
  return output;
}
