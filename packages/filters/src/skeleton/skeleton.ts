import { FilterError } from '../types.js';
import { writeJsonChunks } from './jsonChunks.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The largest a resizable ArrayBuffer may grow (V8 reserves it up front as address space only).
const largestSkeletonBytes = 2 ** 31 - 1;
// A buffer grows by at least this much: most pieces appended are a slot of a few hundred bytes.
const growthBytes = 1024 * 1024;

/**
 * Text encoded as UTF-8 into one buffer that grows in place, after `headerBytes` zero bytes for a
 * container's own header: pieces copied together held a skeleton twice (a 200k-segment XLIFF's
 * 64 MB skeleton: peak memory of its import 252 → 212 MB above idle).
 */
export class GrowingBytes {
  private readonly buffer: ArrayBuffer;
  private at: number;

  constructor(headerBytes = 0) {
    this.buffer = new ArrayBuffer(headerBytes, { maxByteLength: largestSkeletonBytes });
    this.at = headerBytes;
  }

  append(piece: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    const needed = this.at + piece.length * 3;
    if (needed > this.buffer.byteLength) {
      const grown = Math.max(needed, this.buffer.byteLength + growthBytes);
      this.buffer.resize(Math.min(grown, largestSkeletonBytes));
    }
    const { read, written } = encoder.encodeInto(piece, new Uint8Array(this.buffer, this.at));
    if (read !== piece.length) {
      throw new FilterError(
        'The file is too large to import: what is kept to write it back would pass 2 GB.',
      );
    }
    this.at += written;
  }

  /** The bytes written, the buffer shrunk to them. */
  bytes(): Uint8Array {
    this.buffer.resize(this.at);
    return new Uint8Array(this.buffer);
  }
}

/**
 * The stored form of a skeleton: JSON, each piece encoded as soon as it is written, so a big
 * file's skeleton is not held as text and bytes at once. `headerBytes` zero bytes come first, for
 * a container's own header. A skeleton of one piece is that piece's bytes; a longer one is encoded
 * into one buffer that grows in place (GrowingBytes).
 */
export function writeSkeleton<T>(format: string, payload: T, headerBytes = 0): Uint8Array {
  let first: string | undefined;
  // A header needs the buffer from the start; otherwise a second piece asks for it.
  let buffer = headerBytes > 0 ? new GrowingBytes(headerBytes) : undefined;
  writeJsonChunks({ format, payload }, (piece) => {
    if (!buffer && first === undefined) {
      first = piece;
      return;
    }
    buffer ??= new GrowingBytes();
    if (first !== undefined) buffer.append(first);
    first = undefined;
    buffer.append(piece);
  });
  return buffer ? buffer.bytes() : encoder.encode(first ?? '');
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
