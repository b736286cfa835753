export { readZip } from './read-zip.js';
export { writeZip } from './write-zip.js';
export { defaultZipLimits } from './zip-entry.js';
export type { ReadZipOptions, ZipEntry, ZipLimits, RawZipEntry } from './zip-entry.js';
