export * from './types.js';
export * from './registry.js';
export * from './encoding/index.js';
export * from './zip/index.js';
export { writeMxliff, type MxliffDocument, type MxliffSegment } from './formats/mxliff/index.js';
export * from './formats/tmx/index.js';
export * from './formats/tbx/index.js';
export * from './formats/termCsv/index.js';
export * from './formats/termXlsx/index.js';
