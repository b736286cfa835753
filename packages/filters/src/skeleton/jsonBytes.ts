import { writeJsonChunks } from './jsonChunks.js';
import { GrowingBytes } from './skeleton.js';

// Text is encoded into the buffer in runs of about this many characters, not piece by piece.
const runChars = 64 * 1024;

/**
 * A skeleton's JSON written as a filter reads its file (#14): each piece is encoded into one
 * growing buffer as it comes, so a long file's pieces are never all held as objects.
 */
export class JsonBytes {
  private readonly out: GrowingBytes;
  private pending = '';

  /** `headerBytes` zero bytes come first, for a container's own header. */
  constructor(headerBytes = 0) {
    this.out = new GrowingBytes(headerBytes);
  }

  /** JSON text as it is. */
  write(text: string): void {
    this.pending += text;
    if (this.pending.length >= runChars) {
      this.out.append(this.pending);
      this.pending = '';
    }
  }

  /** A value's JSON, in chunks when it is big (jsonChunks.ts). */
  value(value: unknown): void {
    writeJsonChunks(value, (chunk) => this.write(chunk));
  }

  /** The bytes written. */
  bytes(): Uint8Array {
    this.out.append(this.pending);
    this.pending = '';
    return this.out.bytes();
  }
}
