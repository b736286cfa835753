export { readTmx, type ReadTmxOptions } from './readTmx.js';
export { writeTmx } from './writeTmx.js';
export { readTmxArchive } from './tmxArchive.js';
export { decodeXmlChunks, type ByteSource } from '../../xml/xmlStream.js';
export * from './types.js';
