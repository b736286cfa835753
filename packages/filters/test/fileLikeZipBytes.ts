import type { ZipBytes } from '../src/zip/index.js';

/**
 * An archive read as a stored file is (the server's PositionedFile): slices are copies, pieces come
 * in one buffer overwritten by the next. `largestSlice` shows whether an entry was read whole.
 */
export function fileLikeZipBytes(bytes: Uint8Array, pieceSize: number) {
  const read = { largestSlice: 0 };
  const source: ZipBytes = {
    size: bytes.length,
    slice(start, end) {
      const copy = bytes.slice(start, Math.min(end, bytes.length));
      read.largestSlice = Math.max(read.largestSlice, copy.length);
      return copy;
    },
    *pieces(start, end) {
      const buffer = new Uint8Array(pieceSize);
      for (let at = start; at < end; at += pieceSize) {
        const piece = buffer.subarray(0, Math.min(pieceSize, end - at));
        piece.set(bytes.subarray(at, at + piece.length));
        yield piece;
      }
    },
  };
  return { source, read };
}
