export { listZip, readEntry, readZip } from './readZip.js';
export { writeZip } from './writeZip.js';
export { defaultZipLimits, ZipLimitError, zipBytesOf } from './zipEntry.js';
export type {
  ReadZipOptions,
  ZipEntry,
  ZipBytes,
  ZipEntrySource,
  ZipLimits,
  RawZipEntry,
} from './zipEntry.js';
