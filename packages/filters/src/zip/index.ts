export { readZip } from './readZip.js';
export { writeZip } from './writeZip.js';
export { defaultZipLimits } from './zipEntry.js';
export type { ReadZipOptions, ZipEntry, ZipLimits, RawZipEntry } from './zipEntry.js';
