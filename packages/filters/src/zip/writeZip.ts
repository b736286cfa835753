import { deflateSync } from 'fflate';
import { FilterError } from '../types.js';
import { crc32 } from './crc32.js';
import { assertSafeEntryName } from './entryName.js';
import type { RawZipEntry, ZipEntry } from './zipEntry.js';

const utf8 = new TextEncoder();
// 1980-01-01 00:00, the earliest MS-DOS date: new entries get a fixed stamp so output is reproducible.
const defaultDosDateTime = (1 << 21) | (1 << 16);

interface PackedEntry {
  nameBytes: Uint8Array;
  flags: number;
  dosDateTime: number;
  stored: RawZipEntry;
  size: number;
  offset: number;
}

function pack(entry: ZipEntry): RawZipEntry {
  // Read once: an entry from a file reads its packed bytes each time raw is asked for.
  const raw = entry.raw;
  if (raw) return raw;
  const deflated = entry.data.length > 0 ? deflateSync(entry.data, { level: 6 }) : undefined;
  const useDeflate = deflated !== undefined && deflated.length < entry.data.length;
  return {
    method: useDeflate ? 8 : 0,
    compressed: useDeflate ? deflated : entry.data,
    crc32: crc32(entry.data),
    versionMadeBy: 20,
    externalAttributes: 0,
  };
}

function header(signature: number, size: number): [Uint8Array, DataView] {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, signature, true);
  return [bytes, view];
}

/** Shared middle part of local and central headers: version needed .. name length. */
function writeCommon(view: DataView, at: number, entry: PackedEntry): void {
  view.setUint16(at, 20, true);
  view.setUint16(at + 2, entry.flags, true);
  view.setUint16(at + 4, entry.stored.method, true);
  view.setUint16(at + 6, entry.dosDateTime & 0xffff, true);
  view.setUint16(at + 8, entry.dosDateTime >>> 16, true);
  view.setUint32(at + 10, entry.stored.crc32, true);
  view.setUint32(at + 14, entry.stored.compressed.length, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, entry.nameBytes.length, true);
}

/**
 * Writes a zip archive. Entries that still carry their raw form are copied byte for byte;
 * the others are deflated (or stored when deflate does not help).
 */
export function writeZip(entries: readonly ZipEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const packed: PackedEntry[] = [];
  let offset = 0;
  for (const entry of entries) {
    // What we write must pass our own reader: no '..', absolute or drive-letter name.
    assertSafeEntryName(entry.name);
    const nameBytes = utf8.encode(entry.name);
    const asciiName = nameBytes.length === entry.name.length;
    const item: PackedEntry = {
      nameBytes,
      flags: asciiName ? 0 : 0x800,
      dosDateTime: entry.dosDateTime ?? defaultDosDateTime,
      stored: pack(entry),
      size: entry.data.length,
      offset,
    };
    const [local, view] = header(0x04034b50, 30);
    writeCommon(view, 4, item);
    chunks.push(local, nameBytes, item.stored.compressed);
    offset += local.length + nameBytes.length + item.stored.compressed.length;
    packed.push(item);
  }
  if (offset > 0xffffffff || packed.length > 0xffff) {
    throw new FilterError('The archive is too large to write without ZIP64.');
  }
  const directoryStart = offset;
  for (const item of packed) {
    const [central, view] = header(0x02014b50, 46);
    view.setUint16(4, item.stored.versionMadeBy, true);
    writeCommon(view, 6, item);
    view.setUint32(38, item.stored.externalAttributes, true);
    view.setUint32(42, item.offset, true);
    chunks.push(central, item.nameBytes);
    offset += central.length + item.nameBytes.length;
  }
  const [end, view] = header(0x06054b50, 22);
  view.setUint16(8, packed.length, true);
  view.setUint16(10, packed.length, true);
  view.setUint32(12, offset - directoryStart, true);
  view.setUint32(16, directoryStart, true);
  chunks.push(end);
  const archive = new Uint8Array(offset + end.length);
  let at = 0;
  for (const chunk of chunks) {
    archive.set(chunk, at);
    at += chunk.length;
  }
  return archive;
}
