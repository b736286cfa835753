export * from './types.js';
export * from './registry.js';
export * from './encoding/index.js';
export * from './zip/index.js';
export { writeMxliff, type MxliffDocument, type MxliffSegment } from './formats/mxliff/index.js';
