import { ChunkWriter, writeJsonTo } from './jsonChunks.js';
import { GrowingBytes } from './skeleton.js';

// Text is encoded into the buffer in runs of about this many characters, not piece by piece.
const runChars = 64 * 1024;

/**
 * A skeleton's JSON written as a filter reads its file (#14): each piece is encoded into one
 * growing buffer as it comes, so a long file's pieces are never all held as objects.
 */
export class JsonBytes {
  private readonly out: GrowingBytes;
  private readonly text: ChunkWriter;

  /** `headerBytes` zero bytes come first, for a container's own header. */
  constructor(headerBytes = 0) {
    const out = new GrowingBytes(headerBytes);
    this.out = out;
    this.text = new ChunkWriter((chunk) => out.append(chunk), runChars);
  }

  /** JSON text as it is. */
  write(text: string): void {
    this.text.write(text);
  }

  /** The comma before an array's item, when `itemsBefore` items of the array came before it. */
  separate(itemsBefore: number): void {
    if (itemsBefore > 0) this.text.write(',');
  }

  /** A value's JSON, in chunks when it is big (jsonChunks.ts). */
  value(value: unknown): void {
    // Most pieces of a skeleton are lengths: a number needs no walk of its strings.
    if (typeof value === 'number') this.text.write(JSON.stringify(value));
    else writeJsonTo(value, this.text);
  }

  /** The bytes written. */
  bytes(): Uint8Array {
    this.text.flush();
    return this.out.bytes();
  }
}
