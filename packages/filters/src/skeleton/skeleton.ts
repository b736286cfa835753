import { FilterError } from '../types.js';
import { writeJsonChunks } from './jsonChunks.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The largest a resizable ArrayBuffer may grow (V8 reserves it up front as address space only).
const largestSkeletonBytes = 2 ** 31 - 1;

/**
 * The stored form of a skeleton: JSON, each piece encoded as soon as it is written, so a big
 * file's skeleton is not held as text and bytes at once. `headerBytes` zero bytes come first, for
 * a container's own header. A skeleton of one piece is that piece's bytes; a longer one is encoded
 * into one buffer that grows in place, since pieces copied together held it twice (a 200k-segment
 * XLIFF's 64 MB skeleton: peak memory of its import 252 → 212 MB above idle).
 */
export function writeSkeleton<T>(format: string, payload: T, headerBytes = 0): Uint8Array {
  const growing = () => new ArrayBuffer(headerBytes, { maxByteLength: largestSkeletonBytes });
  let first: string | undefined;
  // A header needs the buffer from the start; otherwise a second piece asks for it.
  let buffer = headerBytes > 0 ? growing() : undefined;
  let at = headerBytes;
  const append = (into: ArrayBuffer, piece: string) => {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    into.resize(Math.min(at + piece.length * 3, largestSkeletonBytes));
    const { read, written } = encoder.encodeInto(piece, new Uint8Array(into, at));
    if (read !== piece.length) {
      throw new FilterError(
        'The file is too large to import: what is kept to write it back would pass 2 GB.',
      );
    }
    at += written;
  };
  writeJsonChunks({ format, payload }, (piece) => {
    if (!buffer && first === undefined) {
      first = piece;
      return;
    }
    buffer ??= growing();
    if (first !== undefined) append(buffer, first);
    first = undefined;
    append(buffer, piece);
  });
  if (!buffer) return encoder.encode(first ?? '');
  buffer.resize(at);
  return new Uint8Array(buffer);
}

export function readSkeleton<T>(bytes: Uint8Array, format: string): T {
  let parsed: { format?: unknown; payload?: T; body?: T; parts?: T };
  try {
    parsed = JSON.parse(decoder.decode(bytes)) as typeof parsed;
  } catch {
    throw new FilterError('The stored skeleton of this file is damaged.');
  }
  // Jobs imported before there was one codec stored body (HTML, XML, Markdown) or parts (Office).
  const payload = parsed.payload ?? parsed.body ?? parsed.parts;
  if (parsed.format !== format || payload === undefined) {
    throw new FilterError(`The stored skeleton does not belong to the ${format} format.`);
  }
  return payload;
}
