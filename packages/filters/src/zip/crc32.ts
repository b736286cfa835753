import { crc32 as zlibCrc32 } from 'node:zlib';

/** CRC-32 of data; pass the CRC of the bytes before it to go on over a stream of chunks. */
export function crc32(data: Uint8Array, previous = 0): number {
  // zlib's native CRC-32 (Node ≥ 20.15) runs an order of magnitude faster than a JavaScript table.
  return zlibCrc32(data, previous);
}
