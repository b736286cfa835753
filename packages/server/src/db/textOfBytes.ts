import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.js';

/**
 * Text bound as its UTF-8 bytes and read back as text by the statement: both drivers bind a
 * Buffer as bytes (a BLOB, a bytea). A buffer is freed by the young generation's collection,
 * where a string of megabytes waits for a full one, so a large import's memory stays level.
 */
export function textOfBytes(dialect: Dialect, bytes: Uint8Array): RawBuilder<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return dialect === 'postgres'
    ? sql<string>`convert_from(${buffer}, 'UTF8')`
    : sql<string>`cast(${buffer} as text)`;
}
