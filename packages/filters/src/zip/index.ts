export { listZip, readEntry, readZip } from './readZip.js';
export { writeZip } from './writeZip.js';
export { defaultZipLimits, ZipLimitError } from './zipEntry.js';
export type {
  ReadZipOptions,
  ZipEntry,
  ZipEntrySource,
  ZipLimits,
  RawZipEntry,
} from './zipEntry.js';
