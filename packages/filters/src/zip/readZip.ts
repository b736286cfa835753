import { FilterError } from '../types.js';
import { inflateChunks, inflateWhole } from './boundedInflate.js';
import { crc32 } from './crc32.js';
import { assertSafeEntryName, decodeEntryName } from './entryName.js';
import {
  defaultZipLimits,
  ZipLimitError,
  zipBytesOf,
  type RawZipEntry,
  type ReadZipOptions,
  type ZipBytes,
  type ZipEntry,
  type ZipEntrySource,
  type ZipLimits,
} from './zipEntry.js';
import { readCentralDirectory, viewOf, type CentralRecord } from './centralDirectory.js';

const localHeaderSignature = 0x04034b50;

function localDataStart(source: ZipBytes, record: CentralRecord): number {
  const offset = record.localHeaderOffset;
  const header = offset + 30 > source.size ? undefined : viewOf(source.slice(offset, offset + 30));
  if (!header || header.getUint32(0, true) !== localHeaderSignature) {
    throw new FilterError('The zip archive is corrupt: a local file header is missing.');
  }
  return offset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
}

// The size limits first, from the central directory alone: an entry too large is named.
function checkSizes(records: CentralRecord[], names: string[], limits: ZipLimits): void {
  records.forEach((record, index) => {
    if (record.uncompressedSize > limits.maxEntryUnpackedSize) {
      throw new ZipLimitError('entry', limits.maxEntryUnpackedSize, names[index]);
    }
  });
  const declaredTotal = records.reduce((sum, record) => sum + record.uncompressedSize, 0);
  if (declaredTotal > limits.maxTotalUnpackedSize) {
    throw new ZipLimitError('total', limits.maxTotalUnpackedSize);
  }
}

function checkRatio(record: CentralRecord, name: string, limits: ZipLimits): void {
  const { uncompressedSize, compressedSize } = record;
  if (
    uncompressedSize > limits.ratioCheckMinSize &&
    uncompressedSize > limits.maxCompressionRatio * Math.max(compressedSize, 1)
  ) {
    throw new FilterError(`Zip entry "${name}" is compressed suspiciously well (a zip bomb?).`);
  }
}

/**
 * Lists the entries of a zip archive within the given limits without unpacking any: each
 * entry's chunks() inflates it piece by piece. A hostile or broken archive (bomb, traversal
 * name, overlapping entries, bad checksum) ends in a FilterError.
 */
export function listZip(
  archive: Uint8Array | ZipBytes,
  options: ReadZipOptions = {},
): ZipEntrySource[] {
  const limits = { ...defaultZipLimits, ...options };
  const source = archive instanceof Uint8Array ? zipBytesOf(archive) : archive;
  const records = readCentralDirectory(source, limits.maxEntries);
  const names = records.map((record) =>
    decodeEntryName(record.nameBytes, (record.flags & 0x800) !== 0, options.zipCharset),
  );
  checkSizes(records, names, limits);
  const ranges: Array<[number, number]> = [];
  const entries = records.map((record, index): ZipEntrySource => {
    const name = names[index] ?? '';
    assertSafeEntryName(name);
    if (record.flags & 0x1) throw new FilterError(`Zip entry "${name}" is encrypted.`);
    const start = localDataStart(source, record);
    const end = start + record.compressedSize;
    if (end > source.size) throw new FilterError(`Zip entry "${name}" is truncated.`);
    ranges.push([record.localHeaderOffset, end]);
    checkRatio(record, name, limits);
    return {
      name,
      size: record.uncompressedSize,
      dosDateTime: record.dosDateTime,
      // Read when asked for: from a file, an entry only checked is never held whole.
      get raw(): RawZipEntry {
        return {
          method: record.method === 0 ? 0 : 8,
          compressed: source.slice(start, end),
          crc32: record.crc32,
          versionMadeBy: record.versionMadeBy,
          externalAttributes: record.externalAttributes,
        };
      },
      chunks: () => checkedChunks(record, source.pieces(start, end), name),
      read: () => checkedData(record, source.slice(start, end), name),
    };
  });
  assertNoOverlap(ranges);
  return entries;
}

/** Unpacks one listed entry into memory. */
export function readEntry(source: ZipEntrySource): ZipEntry {
  return {
    name: source.name,
    data: source.read(),
    dosDateTime: source.dosDateTime,
    // From a file, the packed bytes are read again only if asked for.
    get raw() {
      return source.raw;
    },
  };
}

/** Reads every entry of a zip archive into memory within the given limits (see listZip). */
export function readZip(bytes: Uint8Array, options: ReadZipOptions = {}): ZipEntry[] {
  return listZip(bytes, options).map(readEntry);
}

function* checkedChunks(
  record: CentralRecord,
  compressed: Iterable<Uint8Array>,
  name: string,
): Generator<Uint8Array> {
  let crc = 0;
  for (const chunk of unpack(record, compressed, name)) {
    crc = crc32(chunk, crc);
    yield chunk;
  }
  checkCrc(crc, record, name);
}

// A whole deflated entry is inflated by zlib at once; a stored one is copied out of the archive.
function checkedData(record: CentralRecord, compressed: Uint8Array, name: string): Uint8Array {
  let data: Uint8Array;
  if (record.method === 8) data = inflateWhole(compressed, record.uncompressedSize, name);
  else {
    data = new Uint8Array(record.uncompressedSize);
    let at = 0;
    for (const chunk of unpack(record, [compressed], name)) {
      data.set(chunk, at);
      at += chunk.length;
    }
  }
  checkCrc(crc32(data), record, name);
  return data;
}

function checkCrc(crc: number, record: CentralRecord, name: string): void {
  if (crc !== record.crc32) throw new FilterError(`Zip entry "${name}" fails its checksum.`);
}

function unpack(
  record: CentralRecord,
  compressed: Iterable<Uint8Array>,
  name: string,
): Iterable<Uint8Array> {
  if (record.method === 0) {
    if (record.compressedSize !== record.uncompressedSize) {
      throw new FilterError(`Zip entry "${name}" has inconsistent sizes.`);
    }
    return compressed;
  }
  if (record.method === 8) return inflateChunks(compressed, record.uncompressedSize, name);
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
