import { FilterError } from '../types.js';
import type { ZipBytes } from './zipEntry.js';

export interface CentralRecord {
  versionMadeBy: number;
  flags: number;
  method: number;
  dosDateTime: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  externalAttributes: number;
  localHeaderOffset: number;
  nameBytes: Uint8Array;
}

const endSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndSignature = 0x06064b50;
const centralSignature = 0x02014b50;
const corrupt = 'The file is not a valid zip archive.';

/** A view of bytes, read with its own offsets. */
export const viewOf = (bytes: Uint8Array) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// The end record is within the last 22 bytes and a comment of at most 64 KB: only those are read.
function findEnd(source: ZipBytes): number {
  const earliest = Math.max(0, source.size - 22 - 0xffff);
  const tail = viewOf(source.slice(earliest, source.size));
  for (let offset = tail.byteLength - 22; offset >= 0; offset -= 1) {
    if (tail.getUint32(offset, true) === endSignature) return earliest + offset;
  }
  throw new FilterError(corrupt);
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new FilterError(corrupt);
  return Number(value);
}

function directoryBounds(source: ZipBytes): { count: number; offset: number } {
  const end = findEnd(source);
  const record = viewOf(source.slice(end, end + 22));
  let count = record.getUint16(10, true);
  let offset = record.getUint32(16, true);
  const locatorStart = end - 20;
  const locator = locatorStart >= 0 ? viewOf(source.slice(locatorStart, end)) : undefined;
  if (locator && locator.getUint32(0, true) === zip64LocatorSignature) {
    const zip64Start = safeNumber(locator.getBigUint64(8, true));
    if (zip64Start + 56 > source.size) throw new FilterError(corrupt);
    const zip64End = viewOf(source.slice(zip64Start, zip64Start + 56));
    if (zip64End.getUint32(0, true) !== zip64EndSignature) throw new FilterError(corrupt);
    count = safeNumber(zip64End.getBigUint64(32, true));
    offset = safeNumber(zip64End.getBigUint64(48, true));
  }
  return { count, offset };
}

// Zip64 extra field (id 1) holds, in this order, whichever of the three fields overflowed.
function applyZip64(view: DataView, start: number, length: number, record: CentralRecord): void {
  let offset = start;
  while (offset + 4 <= start + length) {
    const id = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    if (id === 1) {
      let field = offset + 4;
      const next = (): number => {
        if (field + 8 > offset + 4 + size) throw new FilterError(corrupt);
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (record.uncompressedSize === 0xffffffff) record.uncompressedSize = next();
      if (record.compressedSize === 0xffffffff) record.compressedSize = next();
      if (record.localHeaderOffset === 0xffffffff) record.localHeaderOffset = next();
      return;
    }
    offset += 4 + size;
  }
}

export function readCentralDirectory(source: ZipBytes, maxEntries: number): CentralRecord[] {
  if (source.size < 22) throw new FilterError(corrupt);
  const { count, offset: directoryStart } = directoryBounds(source);
  if (count > maxEntries) {
    throw new FilterError(
      `The zip archive has ${count} entries, more than the limit of ${maxEntries}.`,
    );
  }
  // The directory to the archive's end, read once; its records are read at their offset from it.
  const base = Math.min(directoryStart, source.size);
  const view = viewOf(source.slice(base, source.size));
  const records: CentralRecord[] = [];
  let offset = directoryStart - base;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== centralSignature) {
      throw new FilterError(corrupt);
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > view.byteLength) throw new FilterError(corrupt);
    const record: CentralRecord = {
      versionMadeBy: view.getUint16(offset + 4, true),
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      dosDateTime:
        ((view.getUint16(offset + 14, true) << 16) | view.getUint16(offset + 12, true)) >>> 0,
      crc32: view.getUint32(offset + 16, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      externalAttributes: view.getUint32(offset + 38, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      nameBytes: new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength),
    };
    applyZip64(view, nameStart + nameLength, extraLength, record);
    records.push(record);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return records;
}
