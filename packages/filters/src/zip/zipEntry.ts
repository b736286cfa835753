import { FilterError } from '../types.js';

/** Limits that keep a hostile archive (zip bomb, entry flood) from exhausting memory or time. */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of the unpacked sizes of all entries, in bytes. */
  maxTotalUnpackedSize: number;
  /** Unpacked size of any one entry, in bytes. */
  maxEntryUnpackedSize: number;
  /** Largest unpacked/packed ratio accepted for an entry bigger than ratioCheckMinSize. */
  maxCompressionRatio: number;
  /** Entries smaller than this are not ratio-checked: tiny repetitive files compress well legitimately. */
  ratioCheckMinSize: number;
}

export const defaultZipLimits: ZipLimits = {
  maxEntries: 10_000,
  // An office part is parsed as one string: past 128 MB it would not fit a worker's memory anyway.
  maxTotalUnpackedSize: 512 * 1024 * 1024,
  maxEntryUnpackedSize: 128 * 1024 * 1024,
  maxCompressionRatio: 250,
  ratioCheckMinSize: 1024 * 1024,
};

export interface ReadZipOptions extends Partial<ZipLimits> {
  /** Charset label (WHATWG or Java name) for entry names the archive does not flag as UTF-8. */
  zipCharset?: string;
}

/** The entry as the source archive stored it, so that writeZip can copy it byte for byte. */
export interface RawZipEntry {
  method: 0 | 8;
  compressed: Uint8Array;
  crc32: number;
  versionMadeBy: number;
  externalAttributes: number;
}

export interface ZipEntry {
  /** Path inside the archive, '/'-separated; directories end with '/'. */
  name: string;
  /** Unpacked content (empty for directories). */
  data: Uint8Array;
  /** MS-DOS date (high 16 bits) and time (low 16 bits) of last modification. */
  dosDateTime?: number;
  /** Present when data is unchanged since readZip; drop it after changing data. */
  raw?: RawZipEntry;
}

/**
 * A zip archive's bytes read by position: the archive in memory, or a file read only where an
 * entry is asked for, so that a document's pictures are checked piece by piece, never held (#14).
 */
export interface ZipBytes {
  readonly size: number;
  /** The bytes from start to end (within size). */
  slice(start: number, end: number): Uint8Array;
  /** The same bytes in pieces; a file's pieces share one buffer, each valid until the next. */
  pieces(start: number, end: number): Iterable<Uint8Array>;
}

/** An archive in memory as ZipBytes: its slices are views, never copies. */
export function zipBytesOf(bytes: Uint8Array): ZipBytes {
  return {
    size: bytes.length,
    slice: (start, end) => bytes.subarray(start, end),
    pieces: (start, end) => [bytes.subarray(start, end)],
  };
}

/** An entry read on demand: its content comes chunk by chunk or whole, checked against size and CRC. */
export interface ZipEntrySource {
  name: string;
  /** The declared unpacked size; chunks() never yields more. */
  size: number;
  dosDateTime: number;
  raw: RawZipEntry;
  /** The content piece by piece; from a file (ZipBytes), a piece may be valid only until the next. */
  chunks(): Generator<Uint8Array>;
  /** The whole content at once, checked as chunks() is. */
  read(): Uint8Array;
}

/** An archive past a size limit: the caller can name the limit in its own words. */
export class ZipLimitError extends FilterError {
  constructor(
    readonly limit: 'entry' | 'total',
    readonly maxBytes: number,
    readonly entryName?: string,
  ) {
    super(
      entryName === undefined
        ? `The zip archive unpacks to more than the limit of ${maxBytes} bytes.`
        : `Zip entry "${entryName}" unpacks to more than the limit of ${maxBytes} bytes.`,
    );
  }
}
