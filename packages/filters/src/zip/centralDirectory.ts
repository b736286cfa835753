import { FilterError } from '../types.js';

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

function findEnd(view: DataView): number {
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= earliest; offset -= 1) {
    if (view.getUint32(offset, true) === endSignature) return offset;
  }
  throw new FilterError(corrupt);
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new FilterError(corrupt);
  return Number(value);
}

function directoryBounds(view: DataView): { count: number; offset: number } {
  const end = findEnd(view);
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === zip64LocatorSignature) {
    const zip64End = safeNumber(view.getBigUint64(locator + 8, true));
    if (zip64End + 56 > view.byteLength || view.getUint32(zip64End, true) !== zip64EndSignature) {
      throw new FilterError(corrupt);
    }
    count = safeNumber(view.getBigUint64(zip64End + 32, true));
    offset = safeNumber(view.getBigUint64(zip64End + 48, true));
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

export function readCentralDirectory(view: DataView, maxEntries: number): CentralRecord[] {
  if (view.byteLength < 22) throw new FilterError(corrupt);
  const { count, offset: directoryStart } = directoryBounds(view);
  if (count > maxEntries) {
    throw new FilterError(
      `The zip archive has ${count} entries, more than the limit of ${maxEntries}.`,
    );
  }
  const records: CentralRecord[] = [];
  let offset = directoryStart;
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
