import { FilterError } from '../types.js';
import { inflateBounded } from './boundedInflate.js';
import { crc32 } from './crc32.js';
import { assertSafeEntryName, decodeEntryName } from './entryName.js';
import { defaultZipLimits, type ReadZipOptions, type ZipEntry } from './zipEntry.js';
import { readCentralDirectory, type CentralRecord } from './centralDirectory.js';

const localHeaderSignature = 0x04034b50;

function localDataStart(view: DataView, record: CentralRecord): number {
  const offset = record.localHeaderOffset;
  if (offset + 30 > view.byteLength || view.getUint32(offset, true) !== localHeaderSignature) {
    throw new FilterError('The zip archive is corrupt: a local file header is missing.');
  }
  return offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
}

/**
 * Reads every entry of a zip archive within the given limits. A hostile or broken archive
 * (bomb, traversal name, overlapping entries, bad checksum) ends in a FilterError.
 */
export function readZip(bytes: Uint8Array, options: ReadZipOptions = {}): ZipEntry[] {
  const limits = { ...defaultZipLimits, ...options };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records = readCentralDirectory(view, limits.maxEntries);
  let declaredTotal = 0;
  for (const record of records) declaredTotal += record.uncompressedSize;
  if (declaredTotal > limits.maxTotalUnpackedSize) {
    throw new FilterError(
      `The zip archive unpacks to ${declaredTotal} bytes, more than the limit of ${limits.maxTotalUnpackedSize}.`,
    );
  }
  const ranges: Array<[number, number]> = [];
  const entries = records.map((record): ZipEntry => {
    const name = decodeEntryName(
      record.nameBytes,
      (record.flags & 0x800) !== 0,
      options.zipCharset,
    );
    assertSafeEntryName(name);
    if (record.flags & 0x1) throw new FilterError(`Zip entry "${name}" is encrypted.`);
    const start = localDataStart(view, record);
    const end = start + record.compressedSize;
    if (end > bytes.length) throw new FilterError(`Zip entry "${name}" is truncated.`);
    ranges.push([record.localHeaderOffset, end]);
    const { uncompressedSize, compressedSize } = record;
    if (
      uncompressedSize > limits.ratioCheckMinSize &&
      uncompressedSize > limits.maxCompressionRatio * Math.max(compressedSize, 1)
    ) {
      throw new FilterError(`Zip entry "${name}" is compressed suspiciously well (a zip bomb?).`);
    }
    const compressed = bytes.subarray(start, end);
    const data = unpack(record, compressed, name);
    if (crc32(data) !== record.crc32)
      throw new FilterError(`Zip entry "${name}" fails its checksum.`);
    return {
      name,
      data,
      dosDateTime: record.dosDateTime,
      raw: {
        method: record.method === 0 ? 0 : 8,
        compressed,
        crc32: record.crc32,
        versionMadeBy: record.versionMadeBy,
        externalAttributes: record.externalAttributes,
      },
    };
  });
  assertNoOverlap(ranges);
  return entries;
}

function unpack(record: CentralRecord, compressed: Uint8Array, name: string): Uint8Array {
  if (record.method === 0) {
    if (record.compressedSize !== record.uncompressedSize) {
      throw new FilterError(`Zip entry "${name}" has inconsistent sizes.`);
    }
    return compressed;
  }
  if (record.method === 8) return inflateBounded(compressed, record.uncompressedSize, name);
  throw new FilterError(
    `Zip entry "${name}" uses unsupported compression method ${record.method}.`,
  );
}

// Overlapping entries are how "flat" zip bombs reuse one compressed block many times.
function assertNoOverlap(ranges: Array<[number, number]>): void {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous && current && current[0] < previous[1]) {
      throw new FilterError('The zip archive has overlapping entries.');
    }
  }
}
