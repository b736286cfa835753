// What a worker thread (a job file's parse) uses of segments: code that needs no database, so
// the worker loads neither Kysely nor the queries (.dependency-cruiser.cjs allows this entry).
export { type SegmentTotals, UnitSegmenter } from './unitSegmenter.js';
