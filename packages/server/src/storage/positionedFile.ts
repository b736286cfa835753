import fs from 'node:fs';
import type { ZipBytes } from '@tessera/filters';

// A file's pieces are read into one buffer of this size: a picture's 49 MB are never held.
const PIECE_BYTES = 1024 * 1024;

/**
 * A stored file read by position, by synchronous reads (a parse worker's own thread): only the
 * bytes asked for are read (#14). Slices, as subarray's, stop at the file's end.
 */
export class PositionedFile implements ZipBytes {
  private constructor(
    private readonly handle: fs.promises.FileHandle,
    readonly size: number,
  ) {}

  static async open(filePath: string): Promise<PositionedFile> {
    const handle = await fs.promises.open(filePath, 'r');
    try {
      return new PositionedFile(handle, (await handle.stat()).size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  slice(start: number, end: number): Uint8Array {
    const bytes = new Uint8Array(Math.max(0, Math.min(end, this.size) - start));
    this.readInto(bytes, start);
    return bytes;
  }

  *pieces(start: number, end: number): Generator<Uint8Array> {
    const last = Math.min(end, this.size);
    const buffer = new Uint8Array(Math.max(0, Math.min(PIECE_BYTES, last - start)));
    for (let at = start; at < last; at += buffer.length) {
      const piece = buffer.subarray(0, Math.min(buffer.length, last - at));
      this.readInto(piece, at);
      yield piece;
    }
  }

  close(): Promise<void> {
    return this.handle.close();
  }

  private readInto(target: Uint8Array, position: number): void {
    for (let done = 0; done < target.length;) {
      const read = fs.readSync(this.handle.fd, target, done, target.length - done, position + done);
      // The blob changed under us: stored blobs are written once, so this is a fault, not bad input.
      if (read === 0)
        throw new Error(`A stored file ended at ${position + done} of ${this.size} bytes.`);
      done += read;
    }
  }
}
